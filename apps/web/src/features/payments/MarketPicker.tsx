'use client';

import { PAYMENT_MARKETS } from '@app/shared/payments/payment-markets';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cx } from '@/components/ui/cx';

/**
 * The markets with payment channels (spec 3: vn, id, br) as a row of choices: a player abroad, or one
 * whose stored country has no channels, picks the market whose money they pay in.
 */
export function MarketPicker({ value, onChange }: { value: string; onChange: (country: string) => void }) {
  const t = useTranslations('payments');
  const name = useId();
  return (
    <fieldset className="flex min-w-0 gap-2" data-testid="payments-market">
      <legend className="sr-only">{t('market.label')}</legend>
      {[...PAYMENT_MARKETS].sort(byMarketOrder).map((country) => (
        <label
          key={country}
          data-testid={`payments-market-${country}`}
          className={cx(
            'flex h-9 min-w-0 flex-1 cursor-pointer items-center justify-center truncate rounded-full px-3 text-callout font-semibold transition',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
            value === country ? 'bg-ink text-page' : 'bg-surface text-muted hover:text-ink',
          )}
        >
          <input
            type="radio"
            name={name}
            value={country}
            checked={value === country}
            onChange={() => onChange(country)}
            className="sr-only"
          />
          {t(`market.${country}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** Spec 3 lists id, br, vn; the picker shows the default language's market (vn) first. */
const ORDER = ['vn', 'id', 'br'];
function byMarketOrder(a: string, b: string): number {
  return (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99);
}
