import { OrdersScreen } from '@/features/payments/OrdersScreen';
import { ORDER_ID } from '@/features/payments/order-view';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { paymentsBackHref } from '@/lib/routes/payment-paths';
import { type AuthPageProps, queryValue } from '../auth-page';

export const generateMetadata = subPageMetadata('payments', 'orders.title');

/**
 * /user/orders (spec 2.4): every order; `order` puts that order's result on top, `from=checkout` the one
 * a hosted checkout just sent the player back from; takes backUrl (default: /win/money).
 */
export default async function OrdersPage({ params, searchParams }: AuthPageProps) {
  const { locale } = await params;
  const query = await searchParams;
  const order = queryValue(query, 'order');
  const backUrl = queryValue(query, 'backUrl') ?? undefined;
  return (
    <OrdersScreen
      orderId={order && ORDER_ID.test(order) ? order : null}
      fromCheckout={queryValue(query, 'from') === 'checkout'}
      backHref={paymentsBackHref(backUrl, locale)}
      backUrl={backUrl}
    />
  );
}
