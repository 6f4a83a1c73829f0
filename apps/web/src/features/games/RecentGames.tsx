'use client';

import type { GameSummary } from '@app/shared/casino/game-summary';
import { useTranslations } from 'next-intl';
import type { GameOrigin } from '@/lib/routes/game-paths';
import { GameTile } from './GameTile';

/** "Recently played": the player's last started games in one row that scrolls sideways; nothing if none. */
export function RecentGames({
  games,
  providerName,
  from,
}: {
  games: readonly GameSummary[] | undefined;
  providerName: (id: string) => string;
  from?: GameOrigin;
}) {
  const t = useTranslations('games');
  if (!games || games.length === 0) return null;
  return (
    <section aria-labelledby="games-recent-title" data-testid="recent-games">
      <h2 id="games-recent-title" className="mb-2 text-headline text-ink">
        {t('recent_title')}
      </h2>
      <ul className="-mx-gutter flex snap-x gap-3 overflow-x-auto px-gutter pb-1 [&>li]:w-40 [&>li]:shrink-0 [&>li]:snap-start">
        {games.map((g) => (
          <GameTile key={g.id} game={g} providerName={providerName(g.providerId)} from={from} />
        ))}
      </ul>
    </section>
  );
}
