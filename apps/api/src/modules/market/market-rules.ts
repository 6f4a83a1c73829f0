import { formatUnits, parseUnits } from '@app/shared';
import type { MarketConfig } from '@app/shared/pets/market-contracts';
import { COIN_NAMES, COINS, type CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import data from './data/market.json' with { type: 'json' };

/** The market's published rules (data/market.json) as the service uses them: amounts in base units. */
export interface MarketRules {
  coin: CoinName;
  feeBps: number;
  minPrice: bigint;
  maxPrice: bigint;
  auctionHours: { min: number; max: number };
}

const ZDecimal = z.string().regex(/^\d+(\.\d+)?$/);
const ZData = z.object({
  coin: z.enum(COIN_NAMES),
  fee_bps: z.number().int().min(0).max(10_000),
  min_price: ZDecimal,
  max_price: ZDecimal,
  auction_hours: z.object({
    min: z.number().int().min(1),
    max: z
      .number()
      .int()
      .max(24 * 30),
  }),
});

/** data/market.json, checked when the module loads so that a bad edit fails at start, not at a sale. */
export function loadMarketRules(raw: unknown = data): MarketRules {
  const d = ZData.parse(raw);
  const units = (s: string) => parseUnits(s, COINS[d.coin].decimals);
  const rules = {
    coin: d.coin,
    feeBps: d.fee_bps,
    minPrice: units(d.min_price),
    maxPrice: units(d.max_price),
    auctionHours: d.auction_hours,
  };
  if (rules.minPrice <= 0n || rules.maxPrice < rules.minPrice) throw new Error('market: prices must be 0 < min <= max');
  if (rules.auctionHours.min > rules.auctionHours.max) throw new Error('market: auction hours must be min <= max');
  return rules;
}

export const MARKET_RULES = loadMarketRules();

/** The market's fee of a sale, rounded down (the seller keeps the remainder of a base unit). */
export function marketFeeOf(price: bigint, rules: MarketRules): bigint {
  return (price * BigInt(rules.feeBps)) / 10_000n;
}

export function marketConfigOf(rules: MarketRules): MarketConfig {
  const fmt = (u: bigint) => formatUnits(u, COINS[rules.coin].decimals);
  return {
    coin: rules.coin,
    fee_bps: rules.feeBps,
    min_price: fmt(rules.minPrice),
    max_price: fmt(rules.maxPrice),
    auction_hours: rules.auctionHours,
  };
}
