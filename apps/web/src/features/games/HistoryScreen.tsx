'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Button } from '@/components/ui/Button';
import { winPath } from '@/lib/routes/game-paths';
import { useAllGames, useRounds } from './games-queries';
import { EmptyState, ListError } from './LobbyStates';
import { RoundRow } from './RoundRow';

function RoundsSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-line rounded-card ring-1 ring-line">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex flex-col gap-2 px-4 py-4">
          <span className="h-4 w-1/2 animate-pulse rounded bg-surface" />
          <span className="h-3 w-full animate-pulse rounded bg-surface" />
        </li>
      ))}
    </ul>
  );
}

/** /win/history: the player's rounds, newest first, page by page. */
export function HistoryScreen() {
  const t = useTranslations('games');
  const locale = useLocale();
  const rounds = useRounds();
  const games = useAllGames(locale);
  const nameOf = (id: string) => games.data?.games.find((g) => g.id === id)?.name ?? id;
  const list = rounds.data?.pages.flatMap((p) => p.list) ?? [];
  const nowMs = Date.now();

  let body: React.ReactNode;
  if (rounds.isPending) body = <RoundsSkeleton />;
  else if (rounds.isError && !rounds.data)
    body = <ListError error={rounds.error} onRetry={() => void rounds.refetch()} />;
  else if (list.length === 0) body = <EmptyState text={t('history_empty')} testId="history-empty" />;
  else
    body = (
      <div className="flex flex-col gap-4">
        <ul className="divide-y divide-line rounded-card ring-1 ring-line" data-testid="round-list">
          {list.map((r) => (
            <RoundRow key={r.id} round={r} gameName={nameOf(r.gameId)} nowMs={nowMs} />
          ))}
        </ul>
        {rounds.hasNextPage && (
          <Button
            variant="secondary"
            block
            loading={rounds.isFetchingNextPage}
            onClick={() => void rounds.fetchNextPage()}
          >
            {t('load_more')}
          </Button>
        )}
      </div>
    );

  return (
    <main className="min-h-dvh bg-page">
      <ScreenHeader title={t('history_title')} backHref={winPath(locale)} backLabel={t('back')} />
      <div className="mx-auto max-w-md px-gutter pt-1 pb-12">{body}</div>
    </main>
  );
}
