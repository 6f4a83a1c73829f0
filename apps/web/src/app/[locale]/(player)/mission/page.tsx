import type { Metadata } from 'next';
import { MissionScreen } from '@/features/missions/MissionScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/mission')), robots: { index: false, follow: true } };
}

/** /mission (issue 15, spec 2.4 logged-in layout, spec 2.8 background #ECF0F3): the player's missions. */
export default function MissionPage() {
  return <MissionScreen />;
}
