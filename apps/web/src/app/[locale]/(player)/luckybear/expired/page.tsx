import type { Metadata } from 'next';
import { SessionExpiredScreen } from '@/features/luckybear/expired/SessionExpiredScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/luckybear/expired')), robots: { index: false, follow: false } };
}

/** /luckybear/expired (spec 8.3): the brand's own page for a session that ended (body code 1004). */
export default async function LuckybearExpiredPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).backUrl;
  return <SessionExpiredScreen backUrl={Array.isArray(raw) ? raw[0] : raw} />;
}
