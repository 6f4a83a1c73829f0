import type { Metadata } from 'next';
import { MarketMessages } from '@/features/market/MarketMessages';
import { SellAction } from '@/features/market/SellAction';
import { PetScreen } from '@/features/pets/PetScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

type Props = { params: Promise<{ locale: string; petId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, petId } = await params;
  return { ...(await pageMetadata(locale, `/petV2/pet/${petId}`)), robots: { index: false, follow: true } };
}

/**
 * /petV2/pet/[petId] (issue 17, an inner petV2 page of spec 2.2): one pet's page, with the market's
 * Sell sheet for its owner (issue 17 item 2; a feature does not import another, so the page joins them).
 */
export default async function PetPage({ params }: Props) {
  const { petId } = await params;
  const id = decodeURIComponent(petId).toUpperCase();
  return (
    <MarketMessages>
      <PetScreen petId={id} sell={<SellAction petId={id} />} />
    </MarketMessages>
  );
}
