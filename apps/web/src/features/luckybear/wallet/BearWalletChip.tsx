'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { luckybearPath } from '@/lib/routes/luckybear-paths';
import { useUserStore } from '@/shell/session/user-store';
import { useBrandSignIn } from '../brand/brand-sign-in';
import { useBrandAmount } from '../shared/use-brand-amount';
import { useBearWallet } from './bear-wallet-queries';
import { formatLocalMoney } from './local-money';

/**
 * The brand's money at the top of its pages (spec 3 bearWallet): the WH balance with its value in
 * the market's currency, leading to the bonuses page; signed out, the brand's sign-in button.
 */
export function BearWalletChip() {
  const t = useTranslations('luckybear');
  const locale = useLocale();
  const status = useUserStore((s) => s.status);
  const signIn = useBrandSignIn();
  const wallet = useBearWallet();
  const amount = useBrandAmount();

  if (status === 'signed-out')
    return (
      <button
        type="button"
        onClick={signIn}
        data-testid="luckybear-sign-in"
        className="h-9 rounded-full bg-primary px-4 text-callout font-bold text-on-primary active:opacity-80"
      >
        {t('sign_in')}
      </button>
    );
  if (status === 'checking' || wallet.isPending)
    return <span aria-hidden="true" className="h-9 w-28 animate-pulse rounded-full bg-surface-raised" />;
  if (wallet.isError || !wallet.data)
    return (
      <button
        type="button"
        onClick={() => void wallet.refetch()}
        className="h-9 rounded-full bg-surface-raised px-3 text-caption text-muted"
      >
        {t('wallet_retry')}
      </button>
    );
  const w = wallet.data;
  return (
    <Link
      href={luckybearPath(locale, 'bonus')}
      aria-label={t('wallet_label', { amount: amount(w.total), coin: w.coin_name_extra })}
      data-testid="bear-wallet"
      className="flex h-9 items-center gap-2 rounded-full bg-surface-raised py-1 pr-3 pl-1 active:opacity-80"
    >
      {/* biome-ignore lint/performance/noImgElement: a static coin logo */}
      <img src="/coins/wh.svg" alt="" width={28} height={28} className="size-7" />
      <span className="flex flex-col items-start leading-none">
        <span className="text-callout font-bold tabular-nums text-ink" data-testid="bear-wallet-total">
          {amount(w.total)} <span className="text-micro font-semibold text-muted">{w.coin_name_extra}</span>
        </span>
        <span className="text-micro tabular-nums text-muted" data-testid="bear-wallet-local">
          ≈ {formatLocalMoney(w, locale)}
        </span>
      </span>
    </Link>
  );
}
