import { ExchangeScreen } from '@/features/wallet/ExchangeScreen';
import { coinParam, type WalletPageProps, walletMetadata } from '../wallet-page';

export const generateMetadata = walletMetadata('meta_exchange');

/** /wallet/exchange (spec 2.2): swap one coin for another; ?from= and ?to= preselect the coins. */
export default async function ExchangePage({ searchParams }: WalletPageProps) {
  const query = await searchParams;
  const to = coinParam(query.to, 'KUSDT');
  const from = coinParam(query.from, to === 'WH' ? 'KUSDT' : 'WH');
  return <ExchangeScreen initialFrom={from} initialTo={to} />;
}
