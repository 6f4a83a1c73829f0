'use client';

import { useTranslations } from 'next-intl';
import type { Odds } from '../odds';

/** The win chance and the payout of the bet as set, shown before playing. */
export function OddsRow({ odds }: { odds: Odds }) {
  const t = useTranslations('houseGames');
  return (
    <div className="grid grid-cols-2 gap-2 text-center text-callout">
      <p className="rounded-control bg-surface py-1.5 text-muted">
        {t('chance')} <span className="font-semibold text-ink tabular-nums">{(odds.chance * 100).toFixed(2)}%</span>
      </p>
      <p className="rounded-control bg-surface py-1.5 text-muted">
        {t('payout')} <span className="font-semibold text-ink tabular-nums">{odds.multiplier.toFixed(4)}×</span>
      </p>
    </div>
  );
}
