import { PayoutAccountsScreen } from '@/features/payments/PayoutAccountsScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { paymentsBackHref } from '@/lib/routes/payment-paths';
import { type AuthPageProps, queryValue } from '../auth-page';

export const generateMetadata = subPageMetadata('payments', 'accounts.title');

/** /user/payment (spec 2.2): the saved payout accounts; takes backUrl (default: /win/money). */
export default async function PaymentPage({ params, searchParams }: AuthPageProps) {
  const { locale } = await params;
  return <PayoutAccountsScreen backHref={paymentsBackHref(queryValue(await searchParams, 'backUrl'), locale)} />;
}
