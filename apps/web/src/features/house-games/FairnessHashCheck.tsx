'use client';

import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';

/** The top of a replay's result: whether the revealed seed matches the hash shown before, and its hash. */
export function FairnessHashCheck({
  hashGiven,
  hashMatches,
  computedHash,
}: {
  hashGiven: boolean;
  hashMatches: boolean;
  computedHash: string;
}) {
  const t = useTranslations('houseGames.fairness');
  return (
    <>
      {hashGiven && (
        <p
          className={cx(
            'rounded-control p-2 text-callout font-semibold',
            hashMatches ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger',
          )}
          data-testid="fairness-hash-check"
          data-matches={hashMatches}
        >
          {hashMatches ? t('hashMatches') : t('hashDiffers')}
        </p>
      )}
      <div className="text-callout">
        <p className="text-muted">{t('computedHash')}</p>
        <p className="break-all font-mono text-caption text-ink">{computedHash}</p>
      </div>
    </>
  );
}
