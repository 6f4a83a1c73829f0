import type { Metadata } from 'next';
import { BonusScreen } from '@/features/luckybear/vip/BonusScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** The casino brand's metadata (spec 2.1: paths containing luckybear use the brand's). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/luckybear/bonus')), robots: { index: false, follow: true } };
}

/** /luckybear/bonus (issue 13): the brand's balance, available and locked, and each locked bonus. */
export default function LuckybearBonusPage() {
  return <BonusScreen />;
}
