'use client';

import type { ListingView } from '@app/shared/pets/market-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/Badge';
import { SkeletonText } from '@/components/ui/SkeletonText';
import { Link } from '@/i18n/navigation';
import { useSignedInUserId } from '@/shell/session/user-store';
import { BidAction, BuyAction, CancelAction } from './ListingActions';
import { RARITY_TONE } from './ListingCard';
import { MarketFrame, MarketLoadError } from './MarketFrame';
import { MarketRules } from './MarketRules';
import { useListing } from './market-queries';
import { PetImage } from './PetImage';
import { TimeLeft } from './TimeLeft';

/** /market/item/[id]: one listing or auction, what it costs, and what the viewer may do with it. */
export function ListingScreen({ listingId }: { listingId: number }) {
  const t = useTranslations('market');
  const locale = useLocale();
  const listing = useListing(listingId);
  return (
    <MarketFrame title={t('item_title')} backHref={`/${locale}/market`}>
      {listing.isPending ? (
        <div className="rounded-2xl bg-white p-4">
          <SkeletonText lines={6} />
        </div>
      ) : listing.isError ? (
        <MarketLoadError error={listing.error} onRetry={() => void listing.refetch()} busy={listing.isFetching} />
      ) : (
        <ListingBody listing={listing.data} />
      )}
    </MarketFrame>
  );
}

function ListingBody({ listing }: { listing: ListingView }) {
  const t = useTranslations('market');
  const userId = useSignedInUserId();
  const species = t(`species_${listing.pet.species}`);
  const auction = listing.auction;
  const open = listing.status === 'open';
  return (
    <>
      <section
        className="flex flex-col items-center gap-3 rounded-2xl bg-white p-4"
        data-testid="market-item"
        data-listing-id={listing.listing_id}
        data-status={listing.status}
      >
        <PetImage path={listing.pet.image_url} alt={species} size={200} />
        <div className="flex items-center gap-2">
          <Badge tone={RARITY_TONE[listing.pet.rarity]}>{t(`rarity_${listing.pet.rarity}`)}</Badge>
          <Link href={`/petV2/pet/${listing.pet.pet_id}?inner=1`} className="text-headline text-link">
            {species}
          </Link>
        </div>
        <dl className="grid w-full grid-cols-2 gap-x-3 gap-y-1 text-callout">
          <dt className="text-muted">{t('seller')}</dt>
          <dd className="text-right text-ink" data-testid="market-seller">
            <Link href={`/space?user_id=${listing.seller_id}`} className="text-link">
              {listing.seller_name || `#${listing.seller_id}`}
            </Link>
          </dd>
          <dt className="text-muted">{auction ? t('current_price') : t('price')}</dt>
          <dd className="text-right font-semibold text-ink" data-testid="market-price">
            {listing.price} {listing.coin}
          </dd>
          {auction && (
            <>
              <dt className="text-muted">{t('bids_label')}</dt>
              <dd className="text-right text-ink">{auction.bid_count}</dd>
              {open && (
                <>
                  <dt className="text-muted">{t('min_bid')}</dt>
                  <dd className="text-right text-ink" data-testid="market-min-bid">
                    {auction.min_bid} {listing.coin}
                  </dd>
                </>
              )}
              <dt className="text-muted">{t('ends_in')}</dt>
              <dd className="text-right text-ink">
                <TimeLeft endsAt={auction.ends_at} />
              </dd>
            </>
          )}
          <dt className="text-muted">{t('status')}</dt>
          <dd className="text-right text-ink" data-testid="market-status">
            {t(`status_${listing.status}`)}
          </dd>
        </dl>
      </section>
      {/* After a buy the refreshed listing is sold and the Buy card goes: the buyer is told here. */}
      {listing.status === 'sold' && listing.buyer_id === userId && userId > 0 && (
        <p role="status" className="rounded-2xl bg-white p-4 text-callout text-success" data-testid="market-bought">
          {t('bought')}
        </p>
      )}
      {open && !listing.mine && !auction && <BuyAction listing={listing} />}
      {open && !listing.mine && auction && <BidAction listing={listing} />}
      {open && listing.mine && (!auction || auction.bid_count === 0) && <CancelAction listing={listing} />}
      <MarketRules className="rounded-2xl bg-white p-4 text-caption text-muted" />
    </>
  );
}
