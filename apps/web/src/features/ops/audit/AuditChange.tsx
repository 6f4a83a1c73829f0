'use client';

import type { AuditEntry } from '@app/shared/ops/audit-contracts';
import { useTranslations } from 'next-intl';
import { JsonBlock } from '../console/JsonBlock';

/** One audit entry's target before and after, side by side (stacked on a phone). */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('ops.audit');
  return (
    <div className="grid gap-3 pt-1 md:grid-cols-2" data-testid="ops-audit-change">
      {(['before', 'after'] as const).map((side) => (
        <div key={side} className="min-w-0">
          <div className="mb-1 text-caption font-semibold text-muted">{t(side)}</div>
          <JsonBlock value={entry[side]} />
        </div>
      ))}
    </div>
  );
}
