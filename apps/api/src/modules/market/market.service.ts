import { BodyCode } from '@app/shared';
import type { ListingView, MarketConfig } from '@app/shared/pets/market-contracts';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { MarketPorts } from './market.ports';
import type { Listing } from './market.repository';
import { marketRepository } from './market.repository';
import { buyerRefusal, findListing, holderOf, priceIn } from './market-listings';
import { marketOnce } from './market-once';
import { type MarketRules, marketConfigOf, marketFeeOf } from './market-rules';
import type { ListingViews } from './market-view';

/**
 * Fixed-price sales of pets (issue 17 item 2): a listing locks the seller's pet (PetItems), a purchase
 * moves the price (minus the market fee, to the fees account) and the pet in one transaction, once per
 * (buyer, request key); of concurrent buyers exactly one wins (the listing closes with one conditional
 * update), the others' payments roll back. Withdrawing unlocks the pet.
 */
export class MarketService {
  constructor(
    private readonly db: Db,
    private readonly ports: MarketPorts,
    private readonly rules: MarketRules,
    private readonly views: ListingViews,
    private readonly now: () => number,
  ) {}

  config(): MarketConfig {
    return marketConfigOf(this.rules);
  }

  /**
   * Opens a listing of the seller's pet and locks the pet in the same transaction: a pet that is not
   * theirs, rented out or already listed is refused by the lock (1231, 1232, 1233) and nothing is stored.
   */
  async open(
    sellerId: number,
    petId: string,
    terms: { kind: Listing['kind']; price: bigint; minIncrement: bigint | null; endsAt: number | null },
    after?: (trx: DbOrTrx, listingId: number) => Promise<void>,
  ): Promise<ListingView> {
    const card = await this.ports.pet(petId);
    const id = await writeTransaction(this.db, async (trx) => {
      const listingId = await marketRepository.insert(trx, {
        ...terms,
        sellerId,
        petPublicId: card.pet_id,
        species: card.traits.species,
        rarity: card.traits.rarity,
        coin: this.rules.coin,
        now: this.now(),
      });
      await this.ports.items.lock(trx, card.pet_id, sellerId, holderOf(listingId));
      await after?.(trx, listingId);
      return listingId;
    });
    return this.views.one(await findListing(this.db, id), sellerId);
  }

  /** Lists a pet at a fixed price. */
  async list(sellerId: number, petId: string, price: string): Promise<ListingView> {
    const units = priceIn(this.rules, price, 'price');
    return this.open(sellerId, petId, { kind: 'fixed', price: units, minIncrement: null, endsAt: null });
  }

  /** The seller withdraws an open listing (an auction only without bids); the pet is unlocked. */
  async cancel(userId: number, listingId: number): Promise<ListingView> {
    const listing = await findListing(this.db, listingId);
    if (listing.sellerId !== userId) throw new ApiError(BodyCode.MARKET_NOT_SELLER);
    await writeTransaction(this.db, async (trx) => {
      if (!(await marketRepository.close(trx, listingId, 'cancelled', this.now()))) {
        const fresh = await findListing(trx, listingId);
        throw new ApiError(fresh.status === 'open' ? BodyCode.MARKET_AUCTION_HAS_BIDS : BodyCode.MARKET_LISTING_CLOSED);
      }
      await this.ports.items.unlock(trx, listing.petPublicId, holderOf(listingId));
    });
    return this.views.one(await findListing(this.db, listingId), userId);
  }

  /**
   * Buys a fixed-price listing: the price from the buyer, the fee to the fees account, the rest to the
   * seller, the listing closed and the pet moved, all in one transaction, once per (buyer, request key).
   * The ledger accounts are locked first (by the payment), then the listing, then the pet.
   */
  async buy(buyerId: number, listingId: number, requestKey: string) {
    const listing = await findListing(this.db, listingId);
    const act = await marketOnce(this.db, { userId: buyerId, requestKey, kind: 'buy', listingId }, async (trx) => {
      const now = this.now();
      const l = await findListing(trx, listingId);
      const refused = buyerRefusal(l, buyerId, 'fixed', now);
      if (refused) throw refused;
      const fee = marketFeeOf(l.price, this.rules);
      const txPublicId = await this.ports.pay(trx, {
        payerId: buyerId,
        payeeId: l.sellerId,
        coin: l.coin,
        amount: l.price,
        fee,
        reason: 'market_sale',
        reference: holderOf(l.id),
      });
      // Another buyer closed it since the read (PostgreSQL): this payment rolls back.
      if (!(await marketRepository.markSold(trx, l.id, { buyerId, price: l.price, fee, txPublicId, now })))
        throw new ApiError(BodyCode.MARKET_LISTING_CLOSED);
      if (!(await this.ports.items.moveLocked(trx, l.petPublicId, holderOf(l.id), buyerId)))
        throw new Error(`market listing ${l.id}: its pet is not locked by it`);
      return { listingId, userId: buyerId, requestKey, kind: 'buy', amount: l.price, txPublicId, createdAt: now };
    });
    return { listing: await this.views.one(await findListing(this.db, listing.id), buyerId), tx_id: act.txPublicId };
  }
}
