import { TransferScreen } from '@/features/wallet/TransferScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { coinParam, type WalletPageProps } from '../wallet-page';

export const generateMetadata = subPageMetadata('wallet', 'meta_transfer', 'meta_description');

/** /wallet/transfer: send a coin to another user by user id; ?coin= preselects the coin. */
export default async function TransferPage({ searchParams }: WalletPageProps) {
  return <TransferScreen initialCoin={coinParam((await searchParams).coin)} />;
}
