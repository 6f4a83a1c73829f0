'use client';

import { opsPlayerLedger } from '@app/shared/wallet/ops-contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiTexts } from '../console/use-api-texts';
import { useOpsQuery } from '../console/use-ops-query';
import { SupportTableSection } from './SupportTableSection';

/** The player's ledger entries, newest first; the wallet's cursor pages (earlier cursors kept for "newer"). */
export function PlayerLedger({ userId }: { userId: number }) {
  const t = useTranslations('ops.support');
  const texts = useApiTexts();
  const format = useFormatter();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const page = useOpsQuery(opsPlayerLedger, { user_id: userId, cursor, limit: 20 });
  const rows = page.data?.list ?? [];
  const next = page.data?.next_cursor;
  return (
    <SupportTableSection
      title={t('ledger')}
      testId="ops-player-ledger"
      emptyText={t('ledger_empty')}
      empty={page.status === 'success' && rows.length === 0}
      columns={[
        { label: t('at') },
        { label: t('kind') },
        { label: t('amount'), align: 'right' },
        { label: t('balance_after'), align: 'right' },
        { label: t('reason') },
      ]}
      newer={cursor ? () => setCursors((c) => c.slice(0, -1)) : null}
      older={next ? () => setCursors((c) => [...c, next]) : null}
    >
      {rows.map((row) => (
        <tr key={row.entry_id} className="border-t border-line">
          <td className="py-2 pr-4 whitespace-nowrap">
            {format.dateTime(row.created_at, { dateStyle: 'short', timeStyle: 'short' })}
          </td>
          <td className="py-2 pr-4">
            <span title={row.kind}>{texts.ledgerKind(row.kind)}</span>
          </td>
          <td className="py-2 pr-4 text-right font-mono whitespace-nowrap">
            {row.amount} {row.coin}
          </td>
          <td className="py-2 pr-4 text-right font-mono">{row.balance_after}</td>
          <td className="py-2">{row.reason}</td>
        </tr>
      ))}
    </SupportTableSection>
  );
}
