import type { Metadata } from 'next';
import { LotteryScreen } from '@/features/luckybear/draws/LotteryScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** The casino brand's metadata (spec 2.1: paths containing luckybear use the brand's). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return pageMetadata((await params).locale, '/luckybear/lottery');
}

/** /luckybear/lottery (issue 13): the free lottery, drawn by the server, provably fair. */
export default function LuckybearLotteryPage() {
  return <LotteryScreen />;
}
