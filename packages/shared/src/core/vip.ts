import { VIP_LEVEL_DATA as table } from './vip-levels';

/** Spec section 9: 11 VIP levels (0 to 10). */
export const VIP_LEVELS = { min: 0, max: 10 } as const;

/** One VIP level as the data file gives it: the experience it needs and its one-time reward (a decimal of `VIP_COIN`). */
export interface VipLevel {
  level: number;
  exp: number;
  reward: string;
}

/**
 * The VIP table (spec 9: 11 levels; the spec gives neither thresholds nor rewards, these are the
 * product's, docs/decisions.md "VIP"): data in `core/vip-levels.ts`, so an operator's change is a
 * data change. Experience is 1 per whole coin wagered in the games (issue 13) plus what an operator
 * granted; each level's reward is paid once, from the rewards account.
 */
export const VIP_TABLE: readonly VipLevel[] = table.levels;

/** The coin VIP rewards are paid in. */
export const VIP_COIN = table.coin;

/** VIP experience needed for each level 0-10. */
export const VIP_EXP_THRESHOLDS: readonly number[] = VIP_TABLE.map((l) => l.exp);

/** VIP level for an experience total (spec 9: 0-10). */
export function vipLevelOf(exp: number): number {
  let level: number = VIP_LEVELS.min;
  VIP_EXP_THRESHOLDS.forEach((threshold, index) => {
    if (exp >= threshold) level = index;
  });
  return level;
}
