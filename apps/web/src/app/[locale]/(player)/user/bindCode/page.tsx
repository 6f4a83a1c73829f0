import type { Metadata } from 'next';
import { BindCodeScreen } from '@/features/invites/BindCodeScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/user/bindCode')), robots: { index: false, follow: true } };
}

/** /user/bindCode (issue 16, spec 2.4 logged-in): bind an inviter by code, once. */
export default function BindCodePage() {
  return <BindCodeScreen />;
}
