import { WalletScreen } from '@/features/wallet/WalletScreen';
import { walletMetadata } from './wallet-page';

export const generateMetadata = walletMetadata('meta_title', '/wallet');

/** /wallet (spec 2.1, canonical link): balances, total in USDT, history; signed-in only. */
export default function WalletPage() {
  return <WalletScreen />;
}
