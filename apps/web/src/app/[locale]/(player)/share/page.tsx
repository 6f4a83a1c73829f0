import type { Metadata } from 'next';
import { ShareScreen } from '@/features/invites/ShareScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/share')), robots: { index: false, follow: true } };
}

/** /share (issue 16, spec 2.4 logged-in): my invite link, QR code, earnings and invitees. */
export default function SharePage() {
  return <ShareScreen />;
}
