import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { COINS } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import type { Jobs } from '../../jobs';
import { ApiError, invalidField } from '../../lib/api-error';
import type { MarketPorts } from './market.ports';
import { marketRepository } from './market.repository';
import type { MarketService } from './market.service';
import { buyerRefusal, findListing, holderOf, priceIn } from './market-listings';
import { marketOnce } from './market-once';
import { type MarketRules, marketFeeOf } from './market-rules';
import { type ListingViews, minBidOf } from './market-view';

const HOUR_MS = 60 * 60 * 1000;
/**
 * A bid's hold outlives its auction by this much, so the wallet's expiry never hands it back before
 * the settlement job (which runs at the end and retries for hours) has captured or released it.
 */
const HOLD_GRACE_MS = 30 * 24 * HOUR_MS;
export const SETTLE_JOB = 'market.settle';

/**
 * Timed auctions of pets (issue 17 item 2, the "nft auction" group): a bid holds the bidder's coins
 * (a wallet hold) and releases the previous top bid's hold in the same transaction; at the end the
 * durable job `market.settle_auction` (enqueued with the auction, due at its end) settles it once:
 * the top hold captured to the seller minus the fee and the pet moved, or without bids the pet unlocked.
 */
export class AuctionService {
  constructor(
    private readonly db: Db,
    private readonly ports: MarketPorts,
    private readonly rules: MarketRules,
    private readonly views: ListingViews,
    private readonly market: MarketService,
    private readonly jobs: Jobs,
    private readonly now: () => number,
  ) {}

  /** Starts an auction of the seller's pet; its settlement job is enqueued in the same transaction. */
  async start(sellerId: number, petId: string, startPrice: string, minIncrement: string, hours: number) {
    const price = priceIn(this.rules, startPrice, 'start_price');
    const increment = priceIn(this.rules, minIncrement, 'min_increment');
    const { min, max } = this.rules.auctionHours;
    if (hours < min || hours > max) throw invalidField('hours', `must be from ${min} to ${max}`);
    const endsAt = this.now() + hours * HOUR_MS;
    return this.market.open(
      sellerId,
      petId,
      { kind: 'auction', price, minIncrement: increment, endsAt },
      async (trx, listingId) => {
        await this.jobs.enqueue(trx, {
          kind: SETTLE_JOB,
          payload: { listingId },
          runAt: endsAt,
          key: `${SETTLE_JOB}:${listingId}`,
        });
      },
    );
  }

  /**
   * A bid of `amount` (at least the minimum bid): the amount held from the bidder, the previous top
   * bid's hold released to its bidder, the new top recorded, in one transaction, once per key. Of
   * concurrent bidders on the same state one gets through; the others get 1245 with the new minimum.
   */
  async bid(bidderId: number, listingId: number, amount: string, requestKey: string) {
    const decimals = COINS[this.rules.coin].decimals;
    let units: bigint;
    try {
      units = parseUnits(amount, decimals);
    } catch (error) {
      throw invalidField('amount', (error as Error).message);
    }
    if (units > this.rules.maxPrice)
      throw invalidField('amount', `must be at most ${formatUnits(this.rules.maxPrice, decimals)} ${this.rules.coin}`);
    const act = await marketOnce(this.db, { userId: bidderId, requestKey, kind: 'bid', listingId }, async (trx) => {
      const now = this.now();
      const l = await findListing(trx, listingId);
      const refused = buyerRefusal(l, bidderId, 'auction', now);
      if (refused) throw refused;
      if (l.topBidderId === bidderId) throw new ApiError(BodyCode.MARKET_ALREADY_TOP);
      const tooLow = (state: typeof l) =>
        new ApiError(BodyCode.MARKET_BID_TOO_LOW, undefined, { min_bid: formatUnits(minBidOf(state), decimals) });
      if (units < minBidOf(l)) throw tooLow(l);
      // Another bid (or the end) came in since the read, on PostgreSQL: answer as the auction is now;
      // the hold taken and any release roll back with this transaction.
      const stale = async () => {
        const fresh = await findListing(trx, l.id);
        return buyerRefusal(fresh, bidderId, 'auction', now) ?? tooLow(fresh);
      };
      const holdId = await this.ports.hold(trx, {
        userId: bidderId,
        coin: l.coin,
        amount: units,
        reference: holderOf(l.id),
        ttlMs: (l.endsAt as number) - now + HOLD_GRACE_MS,
      });
      if (l.topHoldId !== null && !(await this.ports.releaseHold(trx, l.topHoldId))) throw await stale();
      if (!(await marketRepository.raise(trx, l.id, { bidCount: l.bidCount, amount: units, bidderId, holdId, now })))
        throw await stale();
      return {
        listingId,
        userId: bidderId,
        requestKey,
        kind: 'bid',
        amount: units,
        txPublicId: `hold:${holdId}`,
        createdAt: now,
      };
    });
    return { listing: await this.views.one(await findListing(this.db, listingId), bidderId), tx_id: act.txPublicId };
  }

  /**
   * Settles an ended auction, exactly once however often it runs (the job may run twice): the listing
   * closes with one conditional update, and only the run that closed it moves coins and the pet.
   * Answers what happened; 'early' when the end has not come (the job retries later).
   */
  async settle(listingId: number): Promise<'sold' | 'unsold' | 'done' | 'early'> {
    return writeTransaction(this.db, async (trx) => {
      const now = this.now();
      const l = await marketRepository.byId(trx, listingId);
      if (l?.status !== 'open' || l.kind !== 'auction') return 'done';
      if ((l.endsAt as number) > now) return 'early';
      const holder = holderOf(l.id);
      if (l.topBid === null || l.topBidderId === null || l.topHoldId === null) {
        if (!(await marketRepository.close(trx, l.id, 'unsold', now))) return 'done';
        await this.ports.items.unlock(trx, l.petPublicId, holder);
        return 'unsold';
      }
      const fee = marketFeeOf(l.topBid, this.rules);
      // The hold first (ledger accounts before the listing and the pet, as a bid locks them): a second
      // settlement running at the same time finds it no longer pending and leaves everything to the first.
      if (!(await this.ports.captureHold(trx, l.topHoldId, l.sellerId, fee))) return 'done';
      const sale = { buyerId: l.topBidderId, price: l.topBid, fee, txPublicId: `hold:${l.topHoldId}`, now };
      if (!(await marketRepository.markSold(trx, l.id, sale)))
        throw new Error(`market auction ${l.id}: closed while its winning hold was pending`);
      if (!(await this.ports.items.moveLocked(trx, l.petPublicId, holder, l.topBidderId)))
        throw new Error(`market auction ${l.id}: its pet is not locked by it`);
      return 'sold';
    });
  }

  /** Settles every ended auction (a sweep for operators and tests; the jobs do this one by one). */
  async settleEnded(limit = 100): Promise<number> {
    let settled = 0;
    for (const id of await marketRepository.endedAuctions(this.db, this.now(), limit)) {
      if ((await this.settle(id)) !== 'done') settled++;
    }
    return settled;
  }
}
