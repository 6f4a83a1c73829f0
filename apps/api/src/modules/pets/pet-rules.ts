import { formatUnits, parseUnits } from '@app/shared';
import { probabilities } from '@app/shared/fair/weighted-pick';
import type { PetConfig } from '@app/shared/pets/pet-contracts';
import { PET_ACCESSORIES, PET_RARITIES, PET_SPECIES } from '@app/shared/pets/pet-traits';
import { COIN_NAMES, COINS, type CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import data from './data/pets.json' with { type: 'json' };

/** The pets' economy as the service uses it: amounts in base units of `coin`. */
export interface PetRules {
  coin: CoinName;
  drawPrice: bigint;
  /** In PET_RARITIES order. */
  rarityWeights: number[];
  feedPrice: bigint;
  feedXp: number;
  /** xp where each level begins; [0] = 0 is level 1, the last is the top level. */
  levelXp: number[];
  transferFee: bigint;
  rentFeeBps: number;
  rentMaxDays: number;
  rentMinPerDay: bigint;
  rentMaxPerDay: bigint;
}

const ZDecimal = z.string().regex(/^\d+(\.\d+)?$/);
const ZData = z.object({
  coin: z.enum(COIN_NAMES),
  draw_price: ZDecimal,
  rarity_weights: z.object(Object.fromEntries(PET_RARITIES.map((r) => [r, z.number().int().positive()]))),
  feed: z.object({ price: ZDecimal, xp: z.number().int().positive() }),
  level_xp: z
    .array(z.number().int().nonnegative())
    .min(2)
    .refine(
      (xs) => xs[0] === 0 && xs.every((x, i) => i === 0 || x > (xs[i - 1] as number)),
      'must start at 0 and rise',
    ),
  transfer_fee: ZDecimal,
  rent: z.object({
    fee_bps: z.number().int().min(0).max(10_000),
    max_days: z.number().int().min(1).max(365),
    min_price_per_day: ZDecimal,
    max_price_per_day: ZDecimal,
  }),
});

/**
 * data/pets.json, checked when the module loads so that a bad edit fails at start (and in the tests),
 * never at a player's draw. Every price is above zero: a ledger leg must move money.
 */
export function loadPetRules(raw: unknown = data): PetRules {
  const d = ZData.parse(raw);
  const units = (s: string) => parseUnits(s, COINS[d.coin].decimals);
  const rules: PetRules = {
    coin: d.coin,
    drawPrice: units(d.draw_price),
    rarityWeights: PET_RARITIES.map((r) => d.rarity_weights[r] as number),
    feedPrice: units(d.feed.price),
    feedXp: d.feed.xp,
    levelXp: d.level_xp,
    transferFee: units(d.transfer_fee),
    rentFeeBps: d.rent.fee_bps,
    rentMaxDays: d.rent.max_days,
    rentMinPerDay: units(d.rent.min_price_per_day),
    rentMaxPerDay: units(d.rent.max_price_per_day),
  };
  if (rules.drawPrice <= 0n || rules.feedPrice <= 0n || rules.transferFee <= 0n || rules.rentMinPerDay <= 0n)
    throw new Error('data/pets.json: every price must be above zero');
  if (rules.rentMaxPerDay < rules.rentMinPerDay) throw new Error('data/pets.json: rent price range is empty');
  return rules;
}

export const PET_RULES: PetRules = loadPetRules();

/** The rules as published (/pet/config, the guide page). */
export function rulesView(r: PetRules): PetConfig {
  const fmt = (units: bigint) => formatUnits(units, COINS[r.coin].decimals);
  const odds = probabilities(r.rarityWeights);
  return {
    coin: r.coin,
    draw_price: fmt(r.drawPrice),
    feed: { price: fmt(r.feedPrice), xp: r.feedXp },
    transfer_fee: fmt(r.transferFee),
    rent: {
      fee_bps: r.rentFeeBps,
      max_days: r.rentMaxDays,
      min_price_per_day: fmt(r.rentMinPerDay),
      max_price_per_day: fmt(r.rentMaxPerDay),
    },
    level_xp: r.levelXp,
    odds: PET_RARITIES.map((rarity, i) => ({
      rarity,
      weight: r.rarityWeights[i] as number,
      probability: odds[i] as number,
      accessories: [...PET_ACCESSORIES[rarity]],
    })),
    species: [...PET_SPECIES],
  };
}

/** The rent's fee: fee_bps of the rent, rounded down (the owner gets the rest). */
export function rentFeeOf(rent: bigint, r: PetRules): bigint {
  return (rent * BigInt(r.rentFeeBps)) / 10_000n;
}
