'use client';

import { ORDER_TYPES, type OrderType } from '@app/shared/payments/payment-markets';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { winPath } from '@/lib/routes/game-paths';
import { ordersPath } from '@/lib/routes/payment-paths';
import { takeCheckoutOrder } from './checkout-return';
import { OrderResult } from './OrderResult';
import { OrderRow } from './OrderRow';
import { PaymentsEmpty, PaymentsLoadError, PaymentsSkeleton } from './PaymentStates';
import { PaymentsScreen } from './PaymentsScreen';
import { useMyOrders } from './payments-queries';

const FILTERS = ['all', ...ORDER_TYPES] as const;
type Filter = (typeof FILTERS)[number];

/**
 * /user/orders (spec 2.4, issue 14): with `order` the result of that order at the top (followed until
 * it settles); back from a checkout (`from=checkout`) the order kept in sessionStorage takes its place
 * in the address. Below, every order, newest first, page by page, filtered by type.
 */
export function OrdersScreen({
  orderId,
  fromCheckout,
  backHref,
  backUrl,
}: {
  orderId: string | null;
  fromCheckout: boolean;
  backHref: string;
  /** The backUrl the page was given, kept on the addresses it moves to. */
  backUrl?: string;
}) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const router = useRouter();
  const [filter, setFilter] = useState<Filter>('all');

  useEffect(() => {
    if (!fromCheckout || orderId) return;
    const stored = takeCheckoutOrder(window.sessionStorage);
    if (stored) router.replace(ordersPath(locale, { order: stored, backUrl }));
  }, [fromCheckout, orderId, router, locale, backUrl]);

  return (
    <PaymentsScreen title={t('orders.title')} backHref={backHref}>
      {orderId && <OrderResult key={orderId} orderId={orderId} />}
      <section aria-labelledby="orders-list-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="orders-list-title" className="text-headline text-ink">
            {t('orders.list_title')}
          </h2>
        </div>
        <div role="tablist" aria-label={t('orders.filter_label')} className="flex gap-2">
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              role="tab"
              aria-selected={filter === f}
              onClick={() => setFilter(f)}
              data-testid={`orders-filter-${f}`}
              className={cx(
                'h-9 rounded-full px-4 text-callout font-semibold transition',
                filter === f ? 'bg-ink text-page' : 'bg-surface text-muted hover:text-ink',
              )}
            >
              {t(`orders.filter.${f}`)}
            </button>
          ))}
        </div>
        <OrderList type={filter} backUrl={backUrl} />
      </section>
    </PaymentsScreen>
  );
}

function OrderList({ type, backUrl }: { type: OrderType | 'all'; backUrl?: string }) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const orders = useMyOrders(type);
  const list = orders.data?.pages.flatMap((p) => p.list) ?? [];

  if (orders.isPending) return <PaymentsSkeleton blocks={['h-16', 'h-16', 'h-16', 'h-16']} />;
  if (orders.isError && !orders.data)
    return <PaymentsLoadError error={orders.error} onRetry={() => void orders.refetch()} testId="orders-error" />;
  if (list.length === 0)
    return (
      <PaymentsEmpty
        text={t(`orders.empty.${type}`)}
        testId="orders-empty"
        action={
          <ButtonLink href={winPath(locale, 'money')} size="sm">
            {t('orders.empty_action')}
          </ButtonLink>
        }
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="divide-y divide-line overflow-hidden rounded-card bg-surface-raised ring-1 ring-line ring-inset"
        data-testid="order-list"
      >
        {list.map((order) => (
          <OrderRow key={order.order_id} order={order} backUrl={backUrl} />
        ))}
      </ul>
      {orders.isFetchNextPageError && (
        <p role="alert" className="text-center text-callout text-danger">
          {t('load_error')}
        </p>
      )}
      {orders.hasNextPage && (
        <Button
          variant="secondary"
          block
          loading={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
          data-testid="orders-more"
        >
          {t('orders.load_more')}
        </Button>
      )}
    </div>
  );
}
