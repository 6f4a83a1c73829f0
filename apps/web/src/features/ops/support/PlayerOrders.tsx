'use client';

import { type OpsOrder, opsPlayerOrders } from '@app/shared/payments/ops-contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOpsQuery } from '../console/use-ops-query';
import { SupportTableSection } from './SupportTableSection';

const PAGE_SIZE = 20;

/** A second line under a cell's value (muted, small). */
const Sub = ({ children }: { children: React.ReactNode }) => (
  <span className="block text-caption text-muted">{children}</span>
);

/**
 * The player's recharge and withdrawal orders (issue 14), newest first, with the provider's reference
 * to look up in its dashboard: what support needs for "where is my money?". Each read is audited.
 */
export function PlayerOrders({ userId }: { userId: number }) {
  const t = useTranslations('ops.support');
  const [page, setPage] = useState(1);
  const orders = useOpsQuery(opsPlayerOrders, { user_id: userId, page, size: PAGE_SIZE });
  const rows = orders.data?.list ?? [];
  const total = orders.data?.total ?? 0;
  return (
    <SupportTableSection
      title={t('orders')}
      testId="ops-player-orders"
      emptyText={t('orders_empty')}
      empty={orders.status === 'success' && rows.length === 0}
      columns={[
        { label: t('at') },
        { label: t('order_type') },
        { label: t('order_status') },
        { label: t('amount'), align: 'right' },
        { label: t('order_channel') },
        { label: t('order_refs') },
      ]}
      newer={page > 1 ? () => setPage((p) => p - 1) : null}
      older={page * PAGE_SIZE < total ? () => setPage((p) => p + 1) : null}
    >
      {rows.map((o) => (
        <OrderRow key={o.order_id} order={o} />
      ))}
    </SupportTableSection>
  );
}

function OrderRow({ order: o }: { order: OpsOrder }) {
  const t = useTranslations('ops.support');
  const format = useFormatter();
  return (
    <tr className="border-t border-line" data-testid="ops-order-row" data-status={o.status}>
      <td className="py-2 pr-4 whitespace-nowrap">
        {format.dateTime(o.created_at * 1000, { dateStyle: 'short', timeStyle: 'short' })}
      </td>
      <td className="py-2 pr-4">{t(`order_types.${o.type}`)}</td>
      <td className="py-2 pr-4">
        {t(`order_statuses.${o.status}`)}
        {o.review === 'waiting' && <span className="text-muted"> · {t('order_review_waiting')}</span>}
        {o.reason && <Sub>{o.reason}</Sub>}
      </td>
      <td className="py-2 pr-4 text-right font-mono whitespace-nowrap">
        {o.amount} {o.currency}
        <Sub>
          {o.coin_amount} {o.coin}
        </Sub>
      </td>
      <td className="py-2 pr-4">
        {o.channel}
        {o.account && <Sub>{`${o.account} ${o.account_holder ?? ''}`}</Sub>}
      </td>
      <td className="py-2 font-mono text-caption">
        {o.order_id}
        {o.provider_ref && <Sub>{o.provider_ref}</Sub>}
        {o.late_payment_ref && <Sub>{`${t('order_late_payment')} ${o.late_payment_ref}`}</Sub>}
      </td>
    </tr>
  );
}
