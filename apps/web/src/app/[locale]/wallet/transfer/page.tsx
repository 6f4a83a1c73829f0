import { TransferScreen } from '@/features/wallet/TransferScreen';
import { coinParam, type WalletPageProps, walletMetadata } from '../wallet-page';

export const generateMetadata = walletMetadata('meta_transfer');

/** /wallet/transfer: send a coin to another user by user id; ?coin= preselects the coin. */
export default async function TransferPage({ searchParams }: WalletPageProps) {
  return <TransferScreen initialCoin={coinParam((await searchParams).coin)} />;
}
