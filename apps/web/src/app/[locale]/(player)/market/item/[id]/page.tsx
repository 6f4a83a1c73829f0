import { notFound } from 'next/navigation';
import { ListingScreen } from '@/features/market/ListingScreen';
import { MarketMessages } from '@/features/market/MarketMessages';
import { PetImageBaseProvider } from '@/features/market/PetImage';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('market', 'item_title');

type Props = { params: Promise<{ locale: string; id: string }> };

/** /market/item/[id] (issue 17 item 2, under spec 2.4's signed-in /market/*): one listing or auction. */
export default async function MarketItemPage({ params }: Props) {
  const { id } = await params;
  const listingId = Number(id);
  if (!Number.isSafeInteger(listingId) || listingId <= 0) notFound();
  return (
    <MarketMessages>
      <PetImageBaseProvider base={resolveApiBaseUrls(process.env).pet}>
        <ListingScreen listingId={listingId} />
      </PetImageBaseProvider>
    </MarketMessages>
  );
}
