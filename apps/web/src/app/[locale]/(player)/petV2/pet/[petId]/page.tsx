import type { Metadata } from 'next';
import { PetScreen } from '@/features/pets/PetScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

type Props = { params: Promise<{ locale: string; petId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, petId } = await params;
  return { ...(await pageMetadata(locale, `/petV2/pet/${petId}`)), robots: { index: false, follow: true } };
}

/** /petV2/pet/[petId] (issue 17, an inner petV2 page of spec 2.2): one pet's page. */
export default async function PetPage({ params }: Props) {
  const { petId } = await params;
  return <PetScreen petId={decodeURIComponent(petId).toUpperCase()} />;
}
