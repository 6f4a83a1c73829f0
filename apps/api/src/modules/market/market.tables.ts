import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/**
 * One listing of a pet (issue 17 item 2): at a fixed price, or an auction with a start price, a minimum
 * increment and an end. While `status` is open the pet is locked by `market:<id>` (PetItems). Every
 * change of status is one conditional update (`where status = 'open'`), so of concurrent buyers, or of
 * two settlements, exactly one changes it.
 */
export interface MarketListingTable {
  id: Generated<number>;
  kind: 'fixed' | 'auction';
  status: 'open' | 'sold' | 'cancelled' | 'unsold';
  seller_id: number;
  pet_public_id: string;
  /** Copied from the pet at listing (traits never change): the filters read them without a join. */
  species: string;
  rarity: string;
  coin: string;
  /** Fixed price: the price; auction: the start price. */
  price: Money;
  min_increment: Money | null;
  ends_at: Ms | null;
  /** An auction's top bid and its wallet hold. */
  top_bid: Money | null;
  top_bidder_id: number | null;
  top_hold_id: number | null;
  bid_count: number;
  buyer_id: number | null;
  /** What the sale paid and the market's fee of it. */
  sold_price: Money | null;
  fee: Money | null;
  tx_public_id: string | null;
  created_at: Ms;
  closed_at: Ms | null;
}

/** A buy or a bid, once per (user, request key): a retry answers the first one. */
export interface MarketActTable {
  id: Generated<number>;
  listing_id: number;
  user_id: number;
  request_key: string;
  kind: 'buy' | 'bid';
  amount: Money;
  tx_public_id: string;
  created_at: Ms;
}

export interface MarketTables {
  market_listing: MarketListingTable;
  market_act: MarketActTable;
}
