import type { Metadata } from 'next';
import { DrawScreen } from '@/features/pets/DrawScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/petV2/draw')), robots: { index: false, follow: true } };
}

/** /petV2/draw (issue 17, spec 2.2): draw a pet, provably fair, odds published. */
export default function PetDrawPage() {
  return <DrawScreen />;
}
