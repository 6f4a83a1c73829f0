import { BodyCode } from '@app/shared';
import { ApiCallError } from '@/lib/api/api-error';

/** Time left until `endsAt`, rounded up to the minute; `ended` once it is past (the settlement follows). */
export function timeLeft(
  endsAt: number,
  now: number,
): { ended: boolean; days: number; hours: number; minutes: number } {
  const minutesLeft = Math.max(0, Math.ceil((endsAt - now) / 60_000));
  return {
    ended: endsAt <= now,
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}

export type MarketFailure =
  | 'not_found'
  | 'closed'
  | 'own'
  | 'not_seller'
  | 'wrong_kind'
  | 'bid_low'
  | 'has_bids'
  | 'top'
  | 'not_yours'
  | 'rented'
  | 'locked'
  | 'pet_not_found';

const BY_CODE: Partial<Record<number, MarketFailure>> = {
  [BodyCode.MARKET_LISTING_NOT_FOUND]: 'not_found',
  [BodyCode.MARKET_LISTING_CLOSED]: 'closed',
  [BodyCode.MARKET_OWN_LISTING]: 'own',
  [BodyCode.MARKET_NOT_SELLER]: 'not_seller',
  [BodyCode.MARKET_WRONG_KIND]: 'wrong_kind',
  [BodyCode.MARKET_BID_TOO_LOW]: 'bid_low',
  [BodyCode.MARKET_AUCTION_HAS_BIDS]: 'has_bids',
  [BodyCode.MARKET_ALREADY_TOP]: 'top',
  [BodyCode.PET_NOT_FOUND]: 'pet_not_found',
  [BodyCode.PET_NOT_YOURS]: 'not_yours',
  [BodyCode.PET_RENTED]: 'rented',
  [BodyCode.PET_LOCKED]: 'locked',
};

/**
 * A market refusal the screens word themselves (`failure_<key>` in the `market` messages, with
 * `min_bid` for a bid below the least), or null: the app's own error text (and, for 1014, the central
 * balance-lack dialog, spec 8.1) covers the rest.
 */
export function marketFailure(error: unknown): { key: MarketFailure; minBid: string } | null {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return null;
  const key = BY_CODE[error.code ?? 0];
  if (!key) return null;
  const data = (error.details.data ?? {}) as { min_bid?: unknown };
  return { key, minBid: typeof data.min_bid === 'string' ? data.min_bid : '' };
}

/** A new request key for one press of a button (a retry of the same press reuses it). */
export const newRequestId = () => globalThis.crypto.randomUUID();
