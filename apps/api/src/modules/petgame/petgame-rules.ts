import { formatUnits, parseUnits } from '@app/shared';
import { probabilities } from '@app/shared/fair/weighted-pick';
import { PET_RARITIES, type PetRarity } from '@app/shared/pets/pet-traits';
import type { PetGameConfig, PetRollConfig } from '@app/shared/pets/petgame-contracts';
import { COIN_NAMES, COINS, type CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import data from './data/petgame.json' with { type: 'json' };

/** One outcome of a play round: its share of the round's weights and what it multiplies the reward by. */
export interface PlayOutcome {
  id: string;
  multiplierBps: number;
  weight: number;
}

/** /petGame's rules, amounts in base units of `coin`. */
export interface PlayRules {
  coin: CoinName;
  restMs: number;
  dailyCap: bigint;
  baseReward: bigint;
  rarityBps: Record<PetRarity, number>;
  /** Each level above 1 adds this much to 10,000 bps (level 10 with 1,000: x1.9). */
  levelStepBps: number;
  outcomes: PlayOutcome[];
}

export type RollPrize =
  | { kind: 'pet'; rarity: PetRarity; weight: number }
  | { kind: 'coins'; amount: bigint; weight: number };

/** /rollnft's rules: the price and the prize table in its published (wheel) order. */
export interface RollRules {
  coin: CoinName;
  price: bigint;
  prizes: RollPrize[];
}

const ZDecimal = z.string().regex(/^\d+(\.\d+)?$/);
const ZWeight = z.number().int().positive();
const ZData = z.object({
  play: z.object({
    coin: z.enum(COIN_NAMES),
    rest_minutes: z.number().int().min(1),
    daily_cap: ZDecimal,
    base_reward: ZDecimal,
    rarity_bps: z.object(Object.fromEntries(PET_RARITIES.map((r) => [r, z.number().int().positive()]))),
    level_step_bps: z.number().int().min(0),
    outcomes: z
      .array(
        z.object({ id: z.string().regex(/^[a-z_]+$/), multiplier_bps: z.number().int().positive(), weight: ZWeight }),
      )
      .min(1),
  }),
  roll: z.object({
    coin: z.enum(COIN_NAMES),
    price: ZDecimal,
    prizes: z
      .array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('pet'), rarity: z.enum(PET_RARITIES), weight: ZWeight }),
          z.object({ kind: z.literal('coins'), amount: ZDecimal, weight: ZWeight }),
        ]),
      )
      .min(1),
  }),
});

/**
 * data/petgame.json, checked when the module loads so that a bad edit fails at start (and in the
 * tests), never at a player's play. Amounts above zero: every ledger leg must move money.
 */
export function loadPetGameRules(raw: unknown = data): { play: PlayRules; roll: RollRules } {
  const d = ZData.parse(raw);
  const playUnits = (s: string) => parseUnits(s, COINS[d.play.coin].decimals);
  const rollUnits = (s: string) => parseUnits(s, COINS[d.roll.coin].decimals);
  const play: PlayRules = {
    coin: d.play.coin,
    restMs: d.play.rest_minutes * 60_000,
    dailyCap: playUnits(d.play.daily_cap),
    baseReward: playUnits(d.play.base_reward),
    rarityBps: d.play.rarity_bps as Record<PetRarity, number>,
    levelStepBps: d.play.level_step_bps,
    outcomes: d.play.outcomes.map((o) => ({ id: o.id, multiplierBps: o.multiplier_bps, weight: o.weight })),
  };
  const roll: RollRules = {
    coin: d.roll.coin,
    price: rollUnits(d.roll.price),
    prizes: d.roll.prizes.map((p) =>
      p.kind === 'pet' ? p : { kind: 'coins' as const, amount: rollUnits(p.amount), weight: p.weight },
    ),
  };
  if (play.dailyCap <= 0n || play.baseReward <= 0n || roll.price <= 0n)
    throw new Error('data/petgame.json: amounts must be above zero');
  if (roll.prizes.some((p) => p.kind === 'coins' && p.amount <= 0n))
    throw new Error('data/petgame.json: coin prizes must be above zero');
  return { play, roll };
}

export const PETGAME_RULES = loadPetGameRules();

/**
 * A play's reward before the daily cap: base x rarity x level x outcome, each a bps factor, rounded
 * down to the base unit (docs/pets.md "Playing").
 */
export function playReward(r: PlayRules, rarity: PetRarity, level: number, outcome: PlayOutcome): bigint {
  const levelBps = 10_000 + r.levelStepBps * (level - 1);
  return (r.baseReward * BigInt(r.rarityBps[rarity]) * BigInt(levelBps) * BigInt(outcome.multiplierBps)) / 10n ** 12n;
}

export function playRulesView(r: PlayRules): Omit<PetGameConfig, 'today' | 'resting'> {
  const fmt = (units: bigint) => formatUnits(units, COINS[r.coin].decimals);
  const odds = probabilities(r.outcomes.map((o) => o.weight));
  return {
    coin: r.coin,
    rest_minutes: r.restMs / 60_000,
    daily_cap: fmt(r.dailyCap),
    base_reward: fmt(r.baseReward),
    rarity_bps: PET_RARITIES.map((rarity) => ({ rarity, bps: r.rarityBps[rarity] })),
    level_step_bps: r.levelStepBps,
    outcomes: r.outcomes.map((o, i) => ({
      id: o.id,
      multiplier_bps: o.multiplierBps,
      weight: o.weight,
      probability: odds[i] as number,
    })),
  };
}

export function rollRulesView(r: RollRules): PetRollConfig {
  const fmt = (units: bigint) => formatUnits(units, COINS[r.coin].decimals);
  const odds = probabilities(r.prizes.map((p) => p.weight));
  return {
    coin: r.coin,
    price: fmt(r.price),
    prizes: r.prizes.map((p, i) => ({
      kind: p.kind,
      rarity: p.kind === 'pet' ? p.rarity : null,
      amount: p.kind === 'coins' ? fmt(p.amount) : null,
      weight: p.weight,
      probability: odds[i] as number,
    })),
  };
}
