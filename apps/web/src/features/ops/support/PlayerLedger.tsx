'use client';

import { opsPlayerLedger } from '@app/shared/wallet/ops-contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useApiTexts } from '../console/use-api-texts';
import { useOpsQuery } from '../console/use-ops-query';

/** The player's ledger entries, newest first; the wallet's cursor pages (earlier cursors kept for "newer"). */
export function PlayerLedger({ userId }: { userId: number }) {
  const t = useTranslations('ops.support');
  const texts = useApiTexts();
  const format = useFormatter();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const page = useOpsQuery(opsPlayerLedger, { user_id: userId, cursor, limit: 20 });
  const rows = page.data?.list ?? [];
  return (
    <section className="rounded-tile border border-line bg-white p-5" data-testid="ops-player-ledger">
      <h2 className="mb-3 text-headline">{t('ledger')}</h2>
      {page.status === 'success' && rows.length === 0 && <p className="text-callout text-muted">{t('ledger_empty')}</p>}
      {rows.length > 0 && (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-callout">
            <thead className="text-caption text-muted">
              <tr>
                <th className="py-2 pr-4 font-medium">{t('at')}</th>
                <th className="py-2 pr-4 font-medium">{t('kind')}</th>
                <th className="py-2 pr-4 text-right font-medium">{t('amount')}</th>
                <th className="py-2 pr-4 text-right font-medium">{t('balance_after')}</th>
                <th className="py-2 font-medium">{t('reason')}</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3 flex gap-2">
        <Button size="sm" variant="secondary" disabled={!cursor} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t('newer')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!page.data?.next_cursor}
          onClick={() => setCursors((c) => [...c, page.data?.next_cursor ?? ''])}
        >
          {t('older')}
        </Button>
      </div>
    </section>
  );
}
