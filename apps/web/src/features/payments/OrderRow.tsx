'use client';

import type { Order } from '@app/shared/payments/order-contracts';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { ordersPath } from '@/lib/routes/payment-paths';
import { ChannelIcon } from './ChannelIcon';
import { OrderStatusBadge } from './OrderStatusIcon';
import { orderView } from './order-view';
import { usePaymentsText } from './use-payments-text';

/** One order in the list: type and channel, when, the amount (in or out) and its status; opens its result. */
export function OrderRow({ order, backUrl }: { order: Order; backUrl?: string }) {
  const t = useTranslations('payments');
  const text = usePaymentsText();
  const format = useFormatter();
  const view = orderView(order);
  const incoming = order.type === 'recharge';
  return (
    <li data-testid="order-row" data-status={order.status} data-type={order.type} data-order-id={order.order_id}>
      <Link
        href={ordersPath(text.locale, { order: order.order_id, backUrl })}
        scroll
        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-ink/5"
      >
        <ChannelIcon channel={order.channel} className="size-10" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-body font-medium text-ink">
            {t(`type.${order.type}`)} · {text.channel(order.channel)}
          </span>
          <span className="block truncate text-caption text-subtle">
            {format.dateTime(order.created_at * 1000, { dateStyle: 'short', timeStyle: 'short' })}
            {order.account ? ` · ${order.account}` : ''}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className={`text-body font-semibold tabular-nums ${incoming ? 'text-success' : 'text-ink'}`}>
            {incoming ? '+' : '−'}
            {text.fiat(order.amount, order.currency)}
          </span>
          <OrderStatusBadge view={view} />
        </span>
      </Link>
    </li>
  );
}
