'use client';

import type { PetRollConfig } from '@app/shared/pets/petgame-contracts';
import { useTranslations } from 'next-intl';

/** The published prize table of a roll (data/petgame.json, /pet/roll/config), in the reel's order. */
export function RollOdds({ config }: { config: PetRollConfig }) {
  const t = useTranslations('petgame');
  const tp = useTranslations('pets');
  return (
    <section className="rounded-2xl bg-white p-4" data-testid="roll-odds">
      <h2 className="mb-2 text-headline text-ink">{t('roll_odds_title')}</h2>
      <table className="w-full text-callout">
        <thead>
          <tr className="text-left text-muted">
            <th className="py-1 font-normal">{t('prize')}</th>
            <th className="py-1 font-normal">{tp('chance')}</th>
          </tr>
        </thead>
        <tbody>
          {config.prizes.map((p) => (
            <tr key={`${p.kind}-${p.rarity ?? p.amount}`} className="border-t border-neutral-100 text-ink">
              <td className="py-1">
                {p.kind === 'pet' && p.rarity
                  ? t('prize_pet', { rarity: tp(`rarity_${p.rarity}`) })
                  : t('prize_coins', { amount: p.amount ?? '', coin: config.coin })}
              </td>
              <td className="py-1">{`${(p.probability * 100).toFixed(0)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-caption text-muted">{t('roll_rules', { price: config.price, coin: config.coin })}</p>
    </section>
  );
}
