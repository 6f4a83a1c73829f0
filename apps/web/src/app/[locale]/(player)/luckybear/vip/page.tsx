import type { Metadata } from 'next';
import { VipScreen } from '@/features/luckybear/vip/VipScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** The casino brand's metadata (spec 2.1: paths containing luckybear use the brand's). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/luckybear/vip')), robots: { index: false, follow: true } };
}

/** /luckybear/vip (issue 13): VIP level, progress and level rewards; linked from the home page's VIP badge. */
export default function LuckybearVipPage() {
  return <VipScreen />;
}
