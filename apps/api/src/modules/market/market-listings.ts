import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { COINS } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { ApiError, invalidField } from '../../lib/api-error';
import { type Listing, marketRepository } from './market.repository';
import type { MarketRules } from './market-rules';

/** The holder name a listing locks its pet with (PetItems): the pet's lock says which listing has it. */
export const holderOf = (listingId: number) => `market:${listingId}`;

export async function findListing(db: DbOrTrx, id: number): Promise<Listing> {
  const listing = await marketRepository.byId(db, id);
  if (!listing) throw new ApiError(BodyCode.MARKET_LISTING_NOT_FOUND);
  return listing;
}

/** An amount a player typed, in base units of the market's coin and within its price limits (else 1001 on `field`). */
export function priceIn(rules: MarketRules, value: string, field: string): bigint {
  const decimals = COINS[rules.coin].decimals;
  let units: bigint;
  try {
    units = parseUnits(value, decimals);
  } catch (error) {
    throw invalidField(field, (error as Error).message);
  }
  if (units < rules.minPrice || units > rules.maxPrice) {
    const fmt = (u: bigint) => formatUnits(u, decimals);
    throw invalidField(field, `must be from ${fmt(rules.minPrice)} to ${fmt(rules.maxPrice)} ${rules.coin}`);
  }
  return units;
}

/** Why `userId` may not buy or bid on `l` now (the same order for both), or undefined. */
export function buyerRefusal(l: Listing, userId: number, kind: Listing['kind'], now: number): ApiError | undefined {
  if (l.kind !== kind) return new ApiError(BodyCode.MARKET_WRONG_KIND);
  if (l.sellerId === userId) return new ApiError(BodyCode.MARKET_OWN_LISTING);
  if (l.status !== 'open' || (l.endsAt !== null && l.endsAt <= now))
    return new ApiError(BodyCode.MARKET_LISTING_CLOSED);
  return undefined;
}
