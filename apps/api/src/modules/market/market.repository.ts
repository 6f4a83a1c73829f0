import type { CoinName } from '@app/shared/wallet/coins';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';
import type { MarketActTable, MarketListingTable } from './market.tables';

/** A listing as the service uses it: money in base units, times in unix ms. */
export interface Listing {
  id: number;
  kind: 'fixed' | 'auction';
  status: 'open' | 'sold' | 'cancelled' | 'unsold';
  sellerId: number;
  petPublicId: string;
  species: string;
  rarity: string;
  coin: CoinName;
  price: bigint;
  minIncrement: bigint | null;
  endsAt: number | null;
  topBid: bigint | null;
  topBidderId: number | null;
  topHoldId: number | null;
  bidCount: number;
  buyerId: number | null;
  soldPrice: bigint | null;
  fee: bigint | null;
  txPublicId: string | null;
  createdAt: number;
  closedAt: number | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));
const units = (v: bigint | number | string | null) => (v === null ? null : toUnits(v));

function listingOf(r: Selectable<MarketListingTable>): Listing {
  return {
    id: Number(r.id),
    kind: r.kind,
    status: r.status,
    sellerId: Number(r.seller_id),
    petPublicId: r.pet_public_id,
    species: r.species,
    rarity: r.rarity,
    coin: r.coin as CoinName,
    price: toUnits(r.price),
    minIncrement: units(r.min_increment),
    endsAt: num(r.ends_at),
    topBid: units(r.top_bid),
    topBidderId: num(r.top_bidder_id),
    topHoldId: num(r.top_hold_id),
    bidCount: Number(r.bid_count),
    buyerId: num(r.buyer_id),
    soldPrice: units(r.sold_price),
    fee: units(r.fee),
    txPublicId: r.tx_public_id,
    createdAt: Number(r.created_at),
    closedAt: num(r.closed_at),
  };
}

/** What a new listing is opened with (it starts open, without bids). */
export type NewListing = Pick<
  Listing,
  'kind' | 'sellerId' | 'petPublicId' | 'species' | 'rarity' | 'coin' | 'price' | 'minIncrement' | 'endsAt'
> & { now: number };

/** What a page of open listings is filtered and sorted by; `after` is the last row of the page before. */
export interface ListingQuery {
  kind?: 'fixed' | 'auction';
  rarity?: string;
  sort: 'newest' | 'price_asc' | 'price_desc';
  after?: { id: number; price: bigint };
  limit: number;
}

export const marketRepository = {
  async insert(trx: DbOrTrx, l: NewListing): Promise<number> {
    const row = await trx
      .insertInto('market_listing')
      .values({
        kind: l.kind,
        status: 'open',
        seller_id: l.sellerId,
        pet_public_id: l.petPublicId,
        species: l.species,
        rarity: l.rarity,
        coin: l.coin,
        price: l.price,
        min_increment: l.minIncrement,
        ends_at: l.endsAt,
        bid_count: 0,
        created_at: l.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async byId(db: DbOrTrx, id: number): Promise<Listing | undefined> {
    const r = await db.selectFrom('market_listing').selectAll().where('id', '=', id).executeTakeFirst();
    return r && listingOf(r);
  },

  /** Closes an open listing as sold to `buyerId`; false when it is no longer open (someone was first). */
  async markSold(
    trx: DbOrTrx,
    id: number,
    sale: { buyerId: number; price: bigint; fee: bigint; txPublicId: string; now: number },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('market_listing')
      .set({
        status: 'sold',
        buyer_id: sale.buyerId,
        sold_price: sale.price,
        fee: sale.fee,
        tx_public_id: sale.txPublicId,
        closed_at: sale.now,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Closes an open listing without a sale (`cancelled` by its seller before any bid, `unsold` at an auction's end). */
  async close(trx: DbOrTrx, id: number, status: 'cancelled' | 'unsold', now: number): Promise<boolean> {
    const r = await trx
      .updateTable('market_listing')
      .set({ status, closed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('bid_count', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /**
   * Records a new top bid if the auction is still as the bidder read it (`bidCount` bids, open, not
   * ended): of concurrent bidders on one state exactly one gets through, the others re-read.
   */
  async raise(
    trx: DbOrTrx,
    id: number,
    bid: { bidCount: number; amount: bigint; bidderId: number; holdId: number; now: number },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('market_listing')
      .set({ top_bid: bid.amount, top_bidder_id: bid.bidderId, top_hold_id: bid.holdId, bid_count: bid.bidCount + 1 })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('bid_count', '=', bid.bidCount)
      .where('ends_at', '>', bid.now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  async openPage(db: DbOrTrx, q: ListingQuery): Promise<Listing[]> {
    let query = db.selectFrom('market_listing').selectAll().where('status', '=', 'open');
    if (q.kind) query = query.where('kind', '=', q.kind);
    if (q.rarity) query = query.where('rarity', '=', q.rarity);
    const after = q.after;
    if (q.sort === 'newest') {
      if (after) query = query.where('id', '<', after.id);
      query = query.orderBy('id', 'desc');
    } else {
      const up = q.sort === 'price_asc';
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb('price', up ? '>' : '<', after.price),
            eb.and([eb('price', '=', after.price), eb('id', up ? '>' : '<', after.id)]),
          ]),
        );
      query = query.orderBy('price', up ? 'asc' : 'desc').orderBy('id', up ? 'asc' : 'desc');
    }
    return (await query.limit(q.limit).execute()).map(listingOf);
  },

  /** A seller's listings: open first, then the closed ones, newest first (the latest 100). */
  async bySeller(db: DbOrTrx, sellerId: number): Promise<Listing[]> {
    const rows = await db
      .selectFrom('market_listing')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    const all = rows.map(listingOf);
    return [...all.filter((l) => l.status === 'open'), ...all.filter((l) => l.status !== 'open')];
  },

  /** Sales, newest first; `beforeId` the last of the page before. */
  async sales(db: DbOrTrx, limit: number, beforeId?: number): Promise<Listing[]> {
    let query = db.selectFrom('market_listing').selectAll().where('status', '=', 'sold');
    if (beforeId !== undefined) query = query.where('id', '<', beforeId);
    return (await query.orderBy('id', 'desc').limit(limit).execute()).map(listingOf);
  },

  /** Open auctions past their end (the settlement sweep's work). */
  async endedAuctions(db: DbOrTrx, now: number, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('market_listing')
      .select('id')
      .where('status', '=', 'open')
      .where('kind', '=', 'auction')
      .where('ends_at', '<=', now)
      .orderBy('ends_at')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.id));
  },
};

/** A buy or a bid, once per (user, request key). */
export interface MarketAct {
  listingId: number;
  userId: number;
  requestKey: string;
  kind: 'buy' | 'bid';
  amount: bigint;
  txPublicId: string;
  createdAt: number;
}

function actOf(r: Selectable<MarketActTable>): MarketAct {
  return {
    listingId: Number(r.listing_id),
    userId: Number(r.user_id),
    requestKey: r.request_key,
    kind: r.kind,
    amount: toUnits(r.amount),
    txPublicId: r.tx_public_id,
    createdAt: Number(r.created_at),
  };
}

export const marketActRepository = {
  async byKey(db: DbOrTrx, userId: number, key: string): Promise<MarketAct | undefined> {
    const r = await db
      .selectFrom('market_act')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_key', '=', key)
      .executeTakeFirst();
    return r && actOf(r);
  },

  async insert(trx: DbOrTrx, a: MarketAct): Promise<void> {
    await trx
      .insertInto('market_act')
      .values({
        listing_id: a.listingId,
        user_id: a.userId,
        request_key: a.requestKey,
        kind: a.kind,
        amount: a.amount,
        tx_public_id: a.txPublicId,
        created_at: a.createdAt,
      })
      .execute();
  },
};
