import type { Metadata } from 'next';
import { ShareScreen } from '@/features/invites/ShareScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/shareTab')), robots: { index: false, follow: true } };
}

/** /shareTab (issue 16): the share screen as a tab, without a back bar. */
export default function ShareTabPage() {
  return <ShareScreen tab />;
}
