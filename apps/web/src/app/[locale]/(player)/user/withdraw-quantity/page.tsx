import { WithdrawQuantityScreen } from '@/features/payments/WithdrawQuantityScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { paymentsBackHref } from '@/lib/routes/payment-paths';
import { type AuthPageProps, queryValue } from '../auth-page';

export const generateMetadata = subPageMetadata('payments', 'quantity.title');

/** /user/withdraw-quantity (spec 2.2): today's withdrawal limits; takes backUrl (default: /win/money). */
export default async function WithdrawQuantityPage({ params, searchParams }: AuthPageProps) {
  const { locale } = await params;
  return <WithdrawQuantityScreen backHref={paymentsBackHref(queryValue(await searchParams, 'backUrl'), locale)} />;
}
