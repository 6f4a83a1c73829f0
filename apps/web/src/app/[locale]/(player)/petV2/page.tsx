import type { Metadata } from 'next';
import { MyPetsScreen } from '@/features/pets/MyPetsScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/petV2');
}

/** /petV2 (issue 17, spec 2.1 canonical): my pets, pets for rent, the ways to draw and learn. */
export default function PetsPage() {
  return <MyPetsScreen />;
}
