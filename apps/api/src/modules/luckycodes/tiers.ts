import { formatUnits, parseUnits } from '@app/shared';
import { probabilities } from '@app/shared/fair/weighted-pick';
import type { LuckyCodeTier } from '@app/shared/luckycodes/lucky-code-contracts';
import { COIN_NAMES, COINS, type CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import data from './data/lucky-codes.json' with { type: 'json' };

/** One tier as the service uses it: amounts in base units of the tier's coin. */
export interface Tier {
  id: string;
  coin: CoinName;
  price: bigint;
  prizes: readonly { amount: bigint; weight: number }[];
}

const ZDecimal = z.string().regex(/^\d+(\.\d+)?$/);
const ZTierData = z
  .array(
    z.object({
      id: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
      coin: z.enum(COIN_NAMES),
      price: ZDecimal,
      prizes: z.array(z.object({ amount: ZDecimal, weight: z.number().int().positive() })).min(1),
    }),
  )
  .min(1);

/**
 * The tiers of data/lucky-codes.json, checked when the module loads so that a bad edit fails at start
 * (and in the tests), never at a player's purchase. Every prize is a coin amount above zero: a ledger
 * leg must move money, and "nothing" is not a prize anyone pays for.
 */
export const TIERS: readonly Tier[] = ZTierData.parse(data).map((t) => {
  const decimals = COINS[t.coin].decimals;
  const tier = {
    id: t.id,
    coin: t.coin,
    price: parseUnits(t.price, decimals),
    prizes: t.prizes.map((p) => ({ amount: parseUnits(p.amount, decimals), weight: p.weight })),
  };
  if (tier.price <= 0n || tier.prizes.some((p) => p.amount <= 0n))
    throw new Error(`Lucky code tier ${t.id}: zero amount`);
  return tier;
});

export function tierById(id: string): Tier | undefined {
  return TIERS.find((t) => t.id === id);
}

/** A tier as published: prices and prizes in decimals, each prize's probability, the expected return. */
export function tierView(tier: Tier): LuckyCodeTier {
  const decimals = COINS[tier.coin].decimals;
  const odds = probabilities(tier.prizes.map((p) => p.weight));
  const mean = tier.prizes.reduce((sum, p, i) => sum + Number(p.amount) * (odds[i] as number), 0);
  return {
    id: tier.id,
    coin: tier.coin,
    price: formatUnits(tier.price, decimals),
    prizes: tier.prizes.map((p, i) => ({
      index: i,
      coin: tier.coin,
      amount: formatUnits(p.amount, decimals),
      weight: p.weight,
      probability: odds[i] as number,
    })),
    expected_return: mean / Number(tier.price),
  };
}
