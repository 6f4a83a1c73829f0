import { ExchangeScreen } from '@/features/wallet/ExchangeScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { coinParam, type WalletPageProps } from '../wallet-page';

export const generateMetadata = subPageMetadata('wallet', 'meta_exchange', 'meta_description');

/** /wallet/exchange (spec 2.2): swap one coin for another; ?from= and ?to= preselect the coins. */
export default async function ExchangePage({ searchParams }: WalletPageProps) {
  const query = await searchParams;
  const to = coinParam(query.to, 'KUSDT');
  const from = coinParam(query.from, to === 'WH' ? 'KUSDT' : 'WH');
  return <ExchangeScreen initialFrom={from} initialTo={to} />;
}
