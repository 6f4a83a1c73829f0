'use client';

import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';

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
      {verified.hashGiven && (
        <p
          className={cx(
            'rounded-control p-2 text-callout font-semibold',
            verified.hashMatches ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger',
          )}
          data-testid="fairness-hash-check"
          data-matches={verified.hashMatches}
        >
          {verified.hashMatches ? t('hashMatches') : t('hashDiffers')}
        </p>
      )}
      <div className="text-callout">
        <p className="text-muted">{t('computedHash')}</p>
        <p className="break-all font-mono text-caption text-ink">{verified.computedHash}</p>
      </div>
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
