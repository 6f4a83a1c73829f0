'use client';

import { useTranslations } from 'next-intl';
import { FairnessHashCheck } from './FairnessHashCheck';
import { summaryOf } from './fairness-form';
import type { HouseGameId } from './outcomes';

export interface Verified {
  gameId: HouseGameId;
  computedHash: string;
  /** Whether a hash was given to compare with (a seed alone is replayed without the check). */
  hashGiven: boolean;
  hashMatches: boolean;
  outcome: unknown;
  multiplier: number;
}

/** The replayed round: the hash check, the multiplier and the outcome in words (and as data). */
export function FairnessResult({ verified }: { verified: Verified }) {
  const t = useTranslations('houseGames.fairness');
  const summary = summaryOf(verified.gameId, verified.outcome);
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
        <span className="text-muted">{t('multiplier')}</span>
        <span className="font-bold text-title text-ink tabular-nums" data-testid="fairness-multiplier">
          {verified.multiplier}×
        </span>
      </div>
      <div className="text-callout">
        <p className="text-muted">{t('outcome')}</p>
        <p className="text-ink" data-testid="fairness-summary">
          {t(`summary.${summary.key}`, summary.values)}
        </p>
        <pre className="mt-2 overflow-x-auto rounded-control bg-surface p-2 text-micro text-muted">
          {JSON.stringify(verified.outcome)}
        </pre>
      </div>
    </section>
  );
}
