'use client';

import type { LuckyCodeTier } from '@app/shared/luckycodes/lucky-code-contracts';
import { useTranslations } from 'next-intl';
import { percent } from './lucky-code-view';

/** A tier's name: its translation when the tier is one of ours, else its id (tiers are data). */
export function useTierName() {
  const t = useTranslations('luckycodes');
  return (id: string) => (t.has(`tier_${id}`) ? t(`tier_${id}` as 'tier_bronze') : id);
}

/**
 * The tiers as radio cards: price, the published prize table with each prize's probability, and the
 * expected return (docs/fairness.md) — what a player should know before paying.
 */
export function TierPicker({
  tiers,
  selected,
  onSelect,
}: {
  tiers: readonly LuckyCodeTier[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const t = useTranslations('luckycodes');
  const tierName = useTierName();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 px-1 text-headline text-ink">{t('tiers_heading')}</legend>
      {tiers.map((tier) => {
        const on = tier.id === selected;
        return (
          <label
            key={tier.id}
            className={`flex cursor-pointer flex-col gap-2 rounded-card bg-surface-raised p-4 ring-2 ring-inset transition ${on ? 'ring-primary' : 'ring-transparent'}`}
            data-testid={`lucky-tier-${tier.id}`}
          >
            <span className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="lucky-tier"
                  value={tier.id}
                  checked={on}
                  onChange={() => onSelect(tier.id)}
                  className="size-4 accent-amber-500"
                />
                <span className="text-headline text-ink">{tierName(tier.id)}</span>
              </span>
              <span className="text-callout font-semibold text-ink">
                {t('price', { price: tier.price, coin: tier.coin })}
              </span>
            </span>
            <table className="w-full text-callout">
              <caption className="sr-only">{t('odds_caption', { tier: tierName(tier.id) })}</caption>
              <thead>
                <tr className="text-left text-caption text-muted">
                  <th scope="col" className="font-normal">
                    {t('prize')}
                  </th>
                  <th scope="col" className="text-right font-normal">
                    {t('chance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tier.prizes.map((prize) => (
                  <tr key={prize.index} className="border-t border-line">
                    <td className="py-1 text-ink tabular-nums">
                      {prize.amount} {prize.coin}
                    </td>
                    <td className="py-1 text-right text-muted tabular-nums">{percent(prize.probability)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <span className="text-caption text-muted">
              {t('expected_return', { percent: percent(tier.expected_return) })}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
