import type { Metadata } from 'next';
import { GiftCodeScreen } from '@/features/gifts/GiftCodeScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/giftcode')), robots: { index: false, follow: true } };
}

/** /giftcode (issue 16, spec 2.4 signed in): claim a code by typing it, make one, list mine. */
export default function GiftCodePage() {
  return <GiftCodeScreen />;
}
