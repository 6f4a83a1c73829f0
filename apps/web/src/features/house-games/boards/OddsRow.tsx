'use client';

import { useTranslations } from 'next-intl';
import type { Odds } from '../odds';

/** The win chance and the payout of the bet as set, shown before playing. */
export function OddsRow({ odds }: { odds: Odds }) {
  const t = useTranslations('houseGames');
  return (
    <dl className="grid grid-cols-2 gap-2 text-center">
      <div className="rounded-control bg-surface px-2 py-1.5">
        <dt className="text-caption text-muted">{t('chance')}</dt>
        <dd className="font-semibold text-body text-ink tabular-nums">{(odds.chance * 100).toFixed(2)}%</dd>
      </div>
      <div className="rounded-control bg-surface px-2 py-1.5">
        <dt className="text-caption text-muted">{t('payout')}</dt>
        <dd className="font-semibold text-body text-ink tabular-nums">{odds.multiplier.toFixed(4)}×</dd>
      </div>
    </dl>
  );
}
