'use client';

import type { GameCategory } from '@app/shared/casino/game-summary';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import type { GameOrigin } from '@/lib/routes/game-paths';
import type { LobbyTab } from './CategoryTabs';
import { GameGrid, GameGridSkeleton } from './GameTile';
import { useCategoryGames, useGameSearch, useLobby } from './games-queries';
import { EmptyState, ListError } from './LobbyStates';

type Names = (id: string) => string;

/** Search results of the API's search for the (debounced) keyword. */
export function SearchResults({
  keyword,
  providerName,
  from,
}: {
  keyword: string;
  providerName: Names;
  from?: GameOrigin;
}) {
  const t = useTranslations('games');
  const search = useGameSearch(useLocale(), keyword);
  if (search.isPending) return <GameGridSkeleton />;
  if (search.isError)
    return <ListError error={search.error} busy={search.isRefetching} onRetry={() => void search.refetch()} />;
  if (search.data.games.length === 0)
    return <EmptyState text={t('search_empty', { keyword })} testId="games-search-empty" />;
  return <GameGrid games={search.data.games} providerName={providerName} from={from} testId="games-search-results" />;
}

/** One category's games, page by page. */
function CategoryGames({
  category,
  providerName,
  from,
}: {
  category: GameCategory;
  providerName: Names;
  from?: GameOrigin;
}) {
  const t = useTranslations('games');
  const list = useCategoryGames(useLocale(), category);
  if (list.isPending) return <GameGridSkeleton />;
  if (list.isError && !list.data) return <ListError error={list.error} onRetry={() => void list.refetch()} />;
  const games = list.data?.pages.flatMap((p) => p.games) ?? [];
  if (games.length === 0) return <EmptyState text={t('category_empty')} />;
  return (
    <div className="flex flex-col gap-4">
      <GameGrid games={games} providerName={providerName} from={from} />
      {list.hasNextPage && (
        <Button variant="secondary" block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('load_more')}
        </Button>
      )}
    </div>
  );
}

/** The lobby's games: every category with its first games ("All"), or the chosen category's. */
export function LobbyGames({
  tab,
  onSelect,
  providerName,
  from,
}: {
  tab: LobbyTab;
  onSelect: (tab: LobbyTab) => void;
  providerName: Names;
  from?: GameOrigin;
}) {
  const t = useTranslations('games');
  const lobby = useLobby(useLocale());
  if (tab !== 'all') return <CategoryGames category={tab} providerName={providerName} from={from} />;
  if (lobby.isPending) return <GameGridSkeleton count={6} />;
  if (lobby.isError)
    return <ListError error={lobby.error} busy={lobby.isRefetching} onRetry={() => void lobby.refetch()} />;
  const categories = lobby.data.categories.filter((c) => c.games.length > 0);
  if (categories.length === 0) return <EmptyState text={t('lobby_empty')} testId="games-empty" />;
  return (
    <div className="flex flex-col gap-section">
      {categories.map((c) => (
        <section key={c.id} aria-labelledby={`games-cat-${c.id}`}>
          <div className="mb-2 flex items-baseline justify-between gap-2">
            <h2 id={`games-cat-${c.id}`} className="truncate text-headline text-ink">
              {c.name}
            </h2>
            {c.total > c.games.length && (
              <button
                type="button"
                onClick={() => onSelect(c.id)}
                className="shrink-0 text-callout font-semibold text-link"
              >
                {t('see_all', { count: c.total })}
              </button>
            )}
          </div>
          <GameGrid games={c.games} providerName={providerName} from={from} testId={`games-category-${c.id}`} />
        </section>
      ))}
    </div>
  );
}
