import { formatUnits } from '@app/shared';
import type { ListingView } from '@app/shared/pets/market-contracts';
import type { PetRarity, PetSpecies } from '@app/shared/pets/pet-traits';
import { COINS } from '@app/shared/wallet/coins';
import { petImagePath } from '../pets';
import type { MarketPorts } from './market.ports';
import type { Listing } from './market.repository';

/** The least a new bid on an auction may be: the start price without bids, else the top bid plus the increment. */
export function minBidOf(l: Listing): bigint {
  return l.topBid === null ? l.price : l.topBid + (l.minIncrement ?? 0n);
}

/** Listings as players see them (market-contracts ListingView), with the sellers' names. */
export class ListingViews {
  constructor(private readonly names: MarketPorts['names']) {}

  async one(l: Listing, viewer: number | undefined): Promise<ListingView> {
    return (await this.many([l], viewer))[0] as ListingView;
  }

  async many(listings: readonly Listing[], viewer: number | undefined): Promise<ListingView[]> {
    const names = await this.names([...new Set(listings.map((l) => l.sellerId))]);
    return listings.map((l) => {
      const fmt = (u: bigint) => formatUnits(u, COINS[l.coin].decimals);
      return {
        listing_id: l.id,
        kind: l.kind,
        status: l.status,
        seller_id: l.sellerId,
        seller_name: names.get(l.sellerId) ?? '',
        pet: {
          pet_id: l.petPublicId,
          species: l.species as PetSpecies,
          rarity: l.rarity as PetRarity,
          image_url: petImagePath(l.petPublicId),
        },
        coin: l.coin,
        price: fmt(l.kind === 'auction' ? (l.soldPrice ?? l.topBid ?? l.price) : l.price),
        auction:
          l.kind === 'auction'
            ? {
                start_price: fmt(l.price),
                min_increment: fmt(l.minIncrement ?? 0n),
                min_bid: fmt(minBidOf(l)),
                top_bid: l.topBid === null ? null : fmt(l.topBid),
                top_bidder_id: l.topBidderId,
                bid_count: l.bidCount,
                ends_at: l.endsAt as number,
              }
            : null,
        buyer_id: l.buyerId,
        fee: l.fee === null ? null : fmt(l.fee),
        created_at: l.createdAt,
        closed_at: l.closedAt,
        mine: viewer === l.sellerId,
      };
    });
  }
}
