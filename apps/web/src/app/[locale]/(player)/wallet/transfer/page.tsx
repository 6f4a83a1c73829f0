import { TransferScreen } from '@/features/wallet/TransferScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { coinParam, recipientParam, type WalletPageProps } from '../wallet-page';

export const generateMetadata = subPageMetadata('wallet', 'meta_transfer', 'meta_description');

/**
 * /wallet/transfer: send a coin to another user (by id, username or phone); ?coin= preselects the
 * coin, ?to= the recipient's user id (the link of a receive code).
 */
export default async function TransferPage({ searchParams }: WalletPageProps) {
  const query = await searchParams;
  return <TransferScreen initialCoin={coinParam(query.coin)} initialRecipient={recipientParam(query.to)} />;
}
