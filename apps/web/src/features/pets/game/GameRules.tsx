'use client';

import type { PetGameConfig } from '@app/shared/pets/petgame-contracts';
import { useTranslations } from 'next-intl';

const times = (bps: number) => `×${bps / 10_000}`;

/** The game's rules as /pet/game/state publishes them (data/petgame.json; docs/pets.md "Playing"). */
export function GameRules({
  config,
  seedHash,
}: {
  config: Omit<PetGameConfig, 'today' | 'resting'>;
  seedHash?: string;
}) {
  const t = useTranslations('petgame');
  const tp = useTranslations('pets');
  return (
    <section className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-callout text-ink" data-testid="petgame-rules">
      <h2 className="text-headline">{t('rules_title')}</h2>
      <p>{t('rules_rest', { minutes: config.rest_minutes })}</p>
      <p>
        {t('rules_reward', {
          base: config.base_reward,
          coin: config.coin,
          rarities: config.rarity_bps.map((r) => `${tp(`rarity_${r.rarity}`)} ${times(r.bps)}`).join(', '),
          step: config.level_step_bps / 100,
        })}
      </p>
      <table className="w-full">
        <thead>
          <tr className="text-left text-muted">
            <th className="py-1 font-normal">{t('outcome')}</th>
            <th className="py-1 font-normal">{tp('chance')}</th>
            <th className="py-1 font-normal">{t('reward_times')}</th>
          </tr>
        </thead>
        <tbody>
          {config.outcomes.map((o) => (
            <tr key={o.id} className="border-t border-neutral-100">
              <td className="py-1">{t(`outcome_${o.id}`)}</td>
              <td className="py-1">{`${(o.probability * 100).toFixed(0)}%`}</td>
              <td className="py-1">{times(o.multiplier_bps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('rules_cap', { cap: config.daily_cap, coin: config.coin })}</p>
      <p>{t('rules_rent')}</p>
      {seedHash && <p className="break-all text-micro text-muted">{t('seed_hash', { hash: seedHash })}</p>}
    </section>
  );
}
