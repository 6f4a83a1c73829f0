'use client';

import { relativeTime } from '@app/shared/core/relative-time';
import type { Round } from '@app/shared/games/round-contracts';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/cx';
import { fairnessPath } from '@/lib/routes/game-paths';
import { roundResult, shortHash } from './round-view';
import { useGamesFormat } from './use-games-format';

const STATUS_TONE = { open: 'warning', closed: 'neutral', rolled_back: 'danger' } as const;

/** One round: game, when (relative, spec 9), status, bet and win; a house round's seeds and a verify link. */
export function RoundRow({ round, gameName, nowMs }: { round: Round; gameName: string; nowMs: number }) {
  const t = useTranslations('games');
  const locale = useLocale();
  const fmt = useGamesFormat();
  const when = relativeTime(round.createdAt, nowMs);
  const result = roundResult(round);
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3.5" data-testid="round-row" data-round-id={round.id}>
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate text-body font-semibold text-ink">{gameName}</span>
        <Badge tone={STATUS_TONE[round.status]}>{t(`round_status.${round.status}`)}</Badge>
      </div>
      <div className="flex items-baseline justify-between gap-3 text-callout tabular-nums">
        <span className="min-w-0 truncate text-muted">
          {t('round_bet', { amount: fmt.exact(round.bet), coin: round.coin })}
        </span>
        <span
          className={cx(
            'min-w-0 truncate font-semibold',
            result === 'won' ? 'text-success' : result === 'lost' ? 'text-muted' : 'text-ink',
          )}
        >
          {t('round_win', { amount: fmt.exact(round.win), coin: round.coin })}
        </span>
      </div>
      <div className="flex items-center justify-between gap-3 text-caption text-subtle">
        <time dateTime={new Date(round.createdAt).toISOString()}>{t(`time.${when.key}`, { count: when.count })}</time>
        {round.fair && (
          <Link
            href={fairnessPath(locale, round.id)}
            prefetch={false}
            className="shrink-0 font-semibold text-link"
            data-testid="round-verify"
          >
            {t('verify')}
          </Link>
        )}
      </div>
      {round.fair && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 rounded-lg bg-surface px-2.5 py-1.5 text-micro text-muted">
          <dt>{t('seed_hash')}</dt>
          <dd className="truncate font-mono" title={round.fair.serverSeedHash}>
            {shortHash(round.fair.serverSeedHash)}
          </dd>
          {round.fair.serverSeed && (
            <>
              <dt>{t('server_seed')}</dt>
              <dd className="truncate font-mono" title={round.fair.serverSeed}>
                {shortHash(round.fair.serverSeed)}
              </dd>
            </>
          )}
          <dt>{t('client_seed')}</dt>
          <dd className="truncate font-mono">{round.fair.clientSeed}</dd>
          <dt>{t('nonce')}</dt>
          <dd className="font-mono tabular-nums">{round.fair.nonce}</dd>
        </dl>
      )}
    </li>
  );
}
