'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { BackIcon } from '@/components/icons';
import { fairnessPath } from '@/lib/routes/game-paths';
import { ShieldIcon } from './GameIcons';
import { useBalances } from './games-queries';
import { useGamesFormat } from './use-games-format';

/** The thin bar over the game: back, the game's name, the balance of the coin it plays in, fairness. */
export function GameBar({ backHref, name, coin }: { backHref: string; name: string; coin: string }) {
  const t = useTranslations('games');
  const locale = useLocale();
  const fmt = useGamesFormat();
  const balances = useBalances();
  const balance = balances.data?.coins.find((c) => c.coin === coin)?.money_all;
  return (
    <header className="flex h-12 shrink-0 items-center gap-1 bg-hero-end px-1 text-white">
      <Link
        href={backHref}
        aria-label={t('back')}
        className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      >
        <BackIcon className="size-5" />
      </Link>
      <h1 className="min-w-0 flex-1 truncate text-body font-semibold">{name}</h1>
      <span
        className="flex h-8 shrink-0 items-center gap-1 rounded-full bg-white/10 px-2.5 text-callout font-semibold tabular-nums"
        data-testid="game-balance"
      >
        <span className="sr-only">{t('balance_label', { coin })}</span>
        {balance === undefined ? (
          <span className="h-3 w-10 animate-pulse rounded bg-white/20" />
        ) : (
          fmt.balance(String(balance))
        )}
        <span className="text-micro font-medium text-white/60">{coin}</span>
      </span>
      <Link
        href={fairnessPath(locale)}
        prefetch={false}
        aria-label={t('fairness_link')}
        title={t('fairness_link')}
        className="flex size-10 shrink-0 items-center justify-center rounded-full text-white/80 hover:bg-white/10"
      >
        <ShieldIcon className="size-5" />
      </Link>
    </header>
  );
}
