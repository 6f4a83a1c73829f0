'use client';

import type { CoinName } from '@app/shared/wallet/coins';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { AmountInput } from '@/components/AmountInput';
import { useCoinName } from '@/lib/coins/use-coin-name';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { CoinButton } from './CoinButton';

/**
 * An amount with its coin: the input (decimal keyboard), the coin button, the balance and a "max"
 * helper, and the error under it.
 */
export function AmountField({
  label,
  coin,
  value,
  onChange,
  balance,
  onMax,
  onPickCoin,
  error,
}: {
  label: string;
  coin: CoinName;
  value: string;
  onChange: (value: string) => void;
  balance: string | undefined;
  onMax?: () => void;
  onPickCoin: () => void;
  error?: string | null;
}) {
  const t = useTranslations('wallet');
  const fmt = useMoneyFormat();
  const coinName = useCoinName();
  const id = useId();
  return (
    <div className="rounded-3xl bg-neutral-50 p-4">
      <div className="flex items-center justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium text-neutral-600">
          {label}
        </label>
        <span className="truncate text-neutral-400 tabular-nums">
          {balance !== undefined && t('balance', { amount: `${fmt.balance(balance)} ${coin}` })}
        </span>
      </div>
      <div className="mt-2 flex items-center gap-2">
        <AmountInput id={id} value={value} onChange={onChange} invalid={Boolean(error)} />
        {onMax && (
          <button
            type="button"
            onClick={onMax}
            disabled={balance === undefined}
            className="h-8 shrink-0 rounded-full bg-amber-100 px-3 text-xs font-bold tracking-wide text-amber-700 uppercase hover:bg-amber-200 disabled:opacity-40"
          >
            {t('max')}
          </button>
        )}
        <CoinButton coin={coin} label={t('change_coin', { coin: coinName(coin) })} onClick={onPickCoin} />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The message of an amount check (amount.ts) in the page's language, or null when it is fine. */
export function useAmountError(): (reason: string, coin: CoinName, decimals: number) => string | null {
  const t = useTranslations('wallet');
  const coinName = useCoinName();
  return (reason, coin, decimals) => {
    if (reason === 'empty') return null;
    if (reason === 'decimals') return t('amount_decimals', { coin: coinName(coin), decimals });
    if (reason === 'zero') return t('amount_zero');
    if (reason === 'exceeds_balance') return t('lack_', { coin: coinName(coin) });
    return t('amount_invalid');
  };
}
