import { WithdrawScreen } from '@/features/payments/WithdrawScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { paymentsBackHref } from '@/lib/routes/payment-paths';
import { type AuthPageProps, queryValue } from '../auth-page';

export const generateMetadata = subPageMetadata('payments', 'withdraw.title');

/** /user/withdrawNew (spec 2.4): withdraw to a saved account; takes backUrl (default: /win/money). */
export default async function WithdrawNewPage({ params, searchParams }: AuthPageProps) {
  const { locale } = await params;
  return <WithdrawScreen backHref={paymentsBackHref(queryValue(await searchParams, 'backUrl'), locale)} />;
}
