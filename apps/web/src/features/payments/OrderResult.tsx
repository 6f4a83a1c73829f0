'use client';

import type { Order } from '@app/shared/payments/order-contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { invalidateQueries } from '@/lib/query/query-store';
import { useSignedInUserId } from '@/shell/session/user-store';
import { OrderStatusIcon } from './OrderStatusIcon';
import { followInterval, orderView } from './order-view';
import { PaymentsLoadError, PaymentsSkeleton } from './PaymentStates';
import { paymentsKeys, useCoinBalance, useOrderDetail } from './payments-queries';
import { Summary, type SummaryRow } from './Summary';
import { usePaymentsText } from './use-payments-text';

/**
 * The result of one order at the top of /user/orders (issue 14): followed with order_detail every 1.5 s
 * while it may change (order-view.ts followInterval), its status as a mark, its amounts, and for a paid
 * recharge the coin balance after it. When the order settles, the list, the limits and every balance
 * shown are refreshed.
 */
export function OrderResult({ orderId }: { orderId: string }) {
  const [since] = useState(() => Date.now());
  const [every, setEvery] = useState<number | null>(followInterval(undefined, 0));
  const order = useOrderDetail(orderId, every);
  const data = order.data;

  useEffect(() => {
    setEvery(followInterval(data, Date.now() - since));
  }, [data, since]);

  if (order.isPending) return <PaymentsSkeleton blocks={['h-56']} />;
  if (!data)
    return <PaymentsLoadError error={order.error} onRetry={() => void order.refetch()} testId="order-result-error" />;
  return <ResultCard order={data} />;
}

function ResultCard({ order }: { order: Order }) {
  const t = useTranslations('payments');
  const text = usePaymentsText();
  const userId = useSignedInUserId();
  const view = orderView(order);
  const paidRecharge = order.type === 'recharge' && order.status === 'paid';

  // Once it settles: the list, today's limits and the balances on other screens are stale.
  const wasFinal = useRef(view.final);
  useEffect(() => {
    if (view.final && !wasFinal.current) {
      void invalidateQueries([...paymentsKeys.mine(userId), 'orders']);
      void invalidateQueries([...paymentsKeys.mine(userId), 'quantity']);
      void invalidateQueries(paymentsKeys.wallet(userId));
    }
    wasFinal.current = view.final;
  }, [view.final, userId]);

  const fiat = (value: string) => text.fiat(value, order.currency);
  const rows: SummaryRow[] = [
    { label: t('result.amount'), value: fiat(order.amount), strong: true },
    ...(Number(order.fee) > 0 ? [{ label: t('fee_label'), value: fiat(order.fee) }] : []),
    { label: t('result.coin'), value: text.coin(order.coin_amount, order.coin) },
    { label: t('rate_label'), value: t('rate', { coin: order.coin, rate: fiat(order.rate) }) },
    { label: t('result.channel'), value: text.channel(order.channel) },
    ...(order.account ? [{ label: t('result.account'), value: order.account }] : []),
    { label: t('result.order_id'), value: <span className="font-mono text-caption">{order.order_id}</span> },
  ];

  return (
    <section
      aria-labelledby="order-result-title"
      className="flex flex-col gap-4 rounded-card bg-surface-raised p-4 ring-1 ring-line ring-inset"
      data-testid="order-result"
      data-order-id={order.order_id}
    >
      <div className="flex flex-col items-center gap-2 pt-2 text-center">
        <OrderStatusIcon view={view} />
        <h2
          id="order-result-title"
          className="text-title text-ink"
          data-testid="order-result-status"
          data-status={order.status}
          aria-live="polite"
        >
          {t(`result.title.${order.type}.${view.phase}`)}
        </h2>
        <p className="max-w-xs text-callout text-muted">{t(`result.text.${order.type}.${view.phase}`)}</p>
        {order.reason && !['paid', 'processing'].includes(view.phase) && (
          <p className="text-caption text-subtle" data-testid="order-result-reason">
            {t.has(`reason.${order.reason}`) ? t(`reason.${order.reason}`) : t('reason.other', { code: order.reason })}
          </p>
        )}
      </div>
      {paidRecharge && <BalanceAfter coin={order.coin} />}
      <Summary rows={rows} className="bg-surface" />
      {order.type === 'recharge' && !view.final && order.checkout_url && (
        <a
          href={order.checkout_url}
          className="text-center text-callout font-semibold text-link underline-offset-2 hover:underline"
          data-testid="order-result-checkout"
        >
          {t('result.continue_checkout')}
        </a>
      )}
    </section>
  );
}

/**
 * The coin balance after a paid recharge: fetched again when shown (the cached one is from before the
 * payment), a placeholder until that answer is in.
 */
function BalanceAfter({ coin }: { coin: string }) {
  const t = useTranslations('payments');
  const text = usePaymentsText();
  const { query, balance } = useCoinBalance(coin);
  const [fresh, setFresh] = useState(false);
  // Once, when the recharge is seen paid (refetch is a new function on every render).
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  useEffect(() => {
    let live = true;
    void refetch.current().then(() => live && setFresh(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="flex items-center justify-between gap-3 rounded-control bg-success/10 px-4 py-3">
      <span className="text-callout text-muted">{t('result.balance_after')}</span>
      {fresh && balance !== undefined ? (
        <span className="text-headline text-ink tabular-nums" data-testid="order-result-balance">
          {text.coin(balance, coin)}
        </span>
      ) : (
        <Skeleton className="h-5 w-24" />
      )}
    </div>
  );
}
