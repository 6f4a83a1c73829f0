'use client';

import { useTranslations } from 'next-intl';
import { FairnessHashCheck } from './FairnessHashCheck';

export interface VerifiedDrawView {
  hashGiven: boolean;
  hashMatches: boolean;
  computedHash: string;
  /** The prize's index on the wheel, 0 first. */
  index: number;
  float: number;
  weights: readonly number[];
}

/** A replayed draw: the hash check and which prize (wheel position) the seeds pick. */
export function DrawFairnessResult({ verified }: { verified: VerifiedDrawView }) {
  const t = useTranslations('houseGames.fairness');
  const total = verified.weights.reduce((sum, w) => sum + w, 0);
  return (
    <section
      className="space-y-3 rounded-card bg-surface-raised p-4 ring-1 ring-line"
      data-testid="fairness-result"
      aria-live="polite"
    >
      <FairnessHashCheck
        hashGiven={verified.hashGiven}
        hashMatches={verified.hashMatches}
        computedHash={verified.computedHash}
      />
      <div className="flex items-baseline justify-between text-callout">
        <span className="text-muted">{t('drawPosition')}</span>
        <span className="font-bold text-title text-ink tabular-nums" data-testid="fairness-draw-position">
          {verified.index + 1}
        </span>
      </div>
      <p className="text-caption text-muted">
        {t('drawExplain', {
          float: verified.float.toFixed(8),
          total,
          weight: verified.weights[verified.index] ?? 0,
        })}
      </p>
    </section>
  );
}
