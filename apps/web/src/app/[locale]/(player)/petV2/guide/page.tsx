import type { Metadata } from 'next';
import { GuideScreen } from '@/features/pets/GuideScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/petV2/guide');
}

/** /petV2/guide (issue 17, spec 2.2): the pets' rules a player reads. */
export default function PetGuidePage() {
  return <GuideScreen />;
}
