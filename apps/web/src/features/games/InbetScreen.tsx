'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { ScreenHeader } from '@/components/ScreenHeader';
import { inbetPath } from '@/lib/routes/game-paths';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { CoinsIcon } from './GameIcons';
import { GameGrid, GameGridSkeleton } from './GameTile';
import { useBettingGames, useProviderNames, useRecentGames } from './games-queries';
import { EmptyState, ListError } from './LobbyStates';
import { RecentGames } from './RecentGames';

/** /inbet: the betting area (its own title, spec 2.1): recently started games and the betting provider's games. */
export function InbetScreen() {
  const t = useTranslations('games');
  const locale = useLocale();
  useRequireSignIn();
  const recent = useRecentGames(locale);
  const games = useBettingGames(locale);
  const providerName = useProviderNames();

  let body: React.ReactNode;
  if (games.isPending) body = <GameGridSkeleton />;
  else if (games.isError)
    body = <ListError error={games.error} busy={games.isRefetching} onRetry={() => void games.refetch()} />;
  else if (games.data.games.length === 0) body = <EmptyState text={t('inbet_empty')} testId="inbet-empty" />;
  else body = <GameGrid games={games.data.games} providerName={providerName} from="inbet" testId="inbet-games" />;

  return (
    <main className="min-h-dvh bg-page">
      <ScreenHeader
        title={t('inbet_title')}
        backHref={`/${locale}`}
        backLabel={t('back')}
        action={
          <Link
            href={inbetPath(locale, 'money')}
            prefetch={false}
            className="flex h-9 items-center gap-1.5 rounded-full bg-surface px-3 text-callout font-semibold text-ink hover:bg-line"
          >
            <CoinsIcon className="size-4" />
            {t('money_title')}
          </Link>
        }
      />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-gutter pt-1 pb-12">
        <p className="text-callout text-muted">{t('inbet_intro')}</p>
        <RecentGames games={recent.data?.games} providerName={providerName} from="inbet" />
        <section aria-labelledby="inbet-games-title">
          <h2 id="inbet-games-title" className="mb-2 text-headline text-ink">
            {t('inbet_games_title')}
          </h2>
          {body}
        </section>
      </div>
    </main>
  );
}
