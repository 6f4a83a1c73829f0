'use client';

import type { ListingView } from '@app/shared/pets/market-contracts';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Link } from '@/i18n/navigation';
import { marketItemPath } from './market-tabs';
import { PetImage } from './PetImage';
import { TimeLeft } from './TimeLeft';

export const RARITY_TONE: Record<ListingView['pet']['rarity'], BadgeTone> = {
  common: 'neutral',
  rare: 'primary',
  epic: 'accent',
  legendary: 'warning',
};

/** One listing in a grid: the pet, its rarity, the price (an auction's current price) and time left. */
export function ListingCard({ listing }: { listing: ListingView }) {
  const t = useTranslations('market');
  const species = t(`species_${listing.pet.species}`);
  return (
    <Link
      href={marketItemPath(listing.listing_id)}
      className="flex flex-col gap-1.5 rounded-2xl bg-white p-3 shadow-sm"
      data-testid="market-card"
      data-listing-id={listing.listing_id}
      data-pet-id={listing.pet.pet_id}
    >
      <PetImage path={listing.pet.image_url} alt={species} size={120} />
      <div className="flex items-center gap-1.5">
        <Badge tone={RARITY_TONE[listing.pet.rarity]}>{t(`rarity_${listing.pet.rarity}`)}</Badge>
        <span className="truncate text-callout text-ink">{species}</span>
      </div>
      <p className="text-headline text-ink">
        {listing.price} <span className="text-caption text-muted">{listing.coin}</span>
      </p>
      {listing.auction ? (
        <p className="text-caption text-muted">
          {t('bids', { count: listing.auction.bid_count })} · <TimeLeft endsAt={listing.auction.ends_at} />
        </p>
      ) : (
        listing.status !== 'open' && <p className="text-caption text-muted">{t(`status_${listing.status}`)}</p>
      )}
    </Link>
  );
}

/** Listings in two columns. */
export function ListingGrid({ listings, testId }: { listings: ListingView[]; testId: string }) {
  return (
    <div className="grid grid-cols-2 gap-3" data-testid={testId}>
      {listings.map((l) => (
        <ListingCard key={l.listing_id} listing={l} />
      ))}
    </div>
  );
}
