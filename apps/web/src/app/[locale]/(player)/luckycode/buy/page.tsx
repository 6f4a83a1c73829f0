import type { Metadata } from 'next';
import { LuckyCodeBuyScreen } from '@/features/luckycodes/LuckyCodeBuyScreen';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /luckycode/buy (issue 16, spec 2.2, signed in): tiers and odds, buy, my codes, open, share. */
export default function LuckyCodeBuyPage() {
  return <LuckyCodeBuyScreen />;
}
