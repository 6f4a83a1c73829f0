'use client';

import type { GameSummary } from '@app/shared/casino/game-summary';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import { type GameOrigin, gamePagePath } from '@/lib/routes/game-paths';
import { GameThumb } from './GameThumb';

/** One game of a list: thumbnail with its tags, name, provider, RTP and volatility. */
export function GameTile({ game, providerName, from }: { game: GameSummary; providerName: string; from?: GameOrigin }) {
  const t = useTranslations('games');
  const locale = useLocale();
  const body = (
    <>
      <span className="relative block">
        <GameThumb src={game.thumbnail} className="aspect-[4/3] w-full rounded-tile" />
        {game.tags.length > 0 && (
          <span className="absolute top-1.5 left-1.5 flex gap-1">
            {game.tags.map((tag) => (
              <span
                key={tag}
                className={cx(
                  'rounded-full px-1.5 py-0.5 text-micro font-bold uppercase shadow-sm',
                  tag === 'hot' ? 'bg-danger text-on-danger' : 'bg-primary text-on-primary',
                )}
              >
                {t(`tag.${tag}`)}
              </span>
            ))}
          </span>
        )}
      </span>
      <span className="mt-1.5 block truncate text-callout font-semibold text-ink">{game.name}</span>
      <span className="block truncate text-caption text-muted">{providerName}</span>
      <span className="line-clamp-2 block text-micro text-subtle tabular-nums">
        {t('rtp', { rtp: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(game.rtp) })}
        {' · '}
        {t(`volatility.${game.volatility}`)}
      </span>
    </>
  );
  if (!game.playable) {
    // Issue 12: a game whose provider is not configured says why instead of opening.
    const reason = t.has(`unavailable.${game.unavailableReason}`)
      ? t(`unavailable.${game.unavailableReason}`)
      : t('unavailable.other');
    return (
      <li data-testid="game-tile" data-game-id={game.id} data-playable="false">
        <div aria-disabled="true" className="opacity-60">
          {body}
        </div>
        <p className="mt-0.5 text-micro text-warning">{reason}</p>
      </li>
    );
  }
  return (
    <li data-testid="game-tile" data-game-id={game.id} data-playable="true">
      <Link
        href={gamePagePath(locale, game.id, from)}
        prefetch={false}
        className="block rounded-tile outline-none focus-visible:ring-2 focus-visible:ring-primary active:opacity-80"
      >
        {body}
      </Link>
    </li>
  );
}

/** A two-column grid of tiles (375 px: two ~165 px tiles). */
export function GameGrid({
  games,
  providerName,
  from,
  testId,
}: {
  games: readonly GameSummary[];
  providerName: (id: string) => string;
  from?: GameOrigin;
  testId?: string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-4" data-testid={testId}>
      {games.map((g) => (
        <GameTile key={g.id} game={g} providerName={providerName(g.providerId)} from={from} />
      ))}
    </ul>
  );
}

export function GameGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-x-3 gap-y-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="flex flex-col gap-1.5">
          <span className="aspect-[4/3] w-full animate-pulse rounded-tile bg-surface" />
          <span className="h-3.5 w-3/4 animate-pulse rounded bg-surface" />
          <span className="h-3 w-1/2 animate-pulse rounded bg-surface" />
        </li>
      ))}
    </ul>
  );
}
