import type { Metadata } from 'next';
import { GiftScreen } from '@/features/gifts/GiftScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

type GiftPageProps = { params: Promise<{ locale: string; code: string }> };

/** The spec 2.1 metadata: the title names the sender masked (read from gift_code/view, page-props.ts). */
export async function generateMetadata({ params }: GiftPageProps): Promise<Metadata> {
  const { locale, code } = await params;
  return { ...(await pageMetadata(locale, `/gift/${code}`)), robots: { index: false, follow: true } };
}

/** /gift/[code] (issue 16, spec 2.1): a shared gift code, readable signed out, claimed signed in. */
export default async function GiftPage({ params }: GiftPageProps) {
  const { code } = await params;
  return <GiftScreen code={decodeURIComponent(code).toUpperCase()} />;
}
