import type { Metadata } from 'next';
import { WalletScreen } from '@/features/wallet/WalletScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** Spec 2.1: /wallet has a canonical link (built with every route's metadata in lib/metadata). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/wallet');
}

/** /wallet (spec 2.1, canonical link): balances, total in USDT, history; signed-in only. */
export default function WalletPage() {
  return <WalletScreen />;
}
