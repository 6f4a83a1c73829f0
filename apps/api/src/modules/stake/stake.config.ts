import { COIN_NAMES, type CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import { listOf } from '../../lib/env';

/** The stake module's environment variables (config.ts merges every module's into one schema). */
export const STAKE_ENV = {
  /** Lock terms on offer with their staking reward rate a year: "days:apr_bps,..." (500 bps = 5 % a year). */
  STAKE_LOCK_OPTIONS: z.string().default('30:500,90:800,180:1200'),
  /** One dividend and reward period, hours (the job closes each at its end). */
  STAKE_PERIOD_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(24),
  /** The coin the pool collects and pays in. */
  STAKE_DIVIDEND_COIN: z.enum(COIN_NAMES).default('KUSDT'),
  /** Share of the period's revenue (fees received and the house's net win, in that coin) that goes to the pool. */
  STAKE_DIVIDEND_SHARE_BPS: z.coerce.number().int().min(0).max(10_000).default(2000),
  /** The system account staking rewards are paid from. */
  STAKE_REWARD_SOURCE: z.enum(['rewards', 'issuance']).default('rewards'),
};
type StakeEnv = z.output<z.ZodObject<typeof STAKE_ENV>>;

export interface LockOption {
  days: number;
  aprBps: number;
}

export interface StakeConfig {
  options: LockOption[];
  periodMs: number;
  dividendCoin: CoinName;
  dividendShareBps: number;
  rewardSource: 'rewards' | 'issuance';
}

function parseOptions(value: string): LockOption[] {
  const options = listOf(value).map((entry) => {
    const [days, apr] = entry.split(':').map(Number);
    if (!Number.isInteger(days) || (days as number) < 1 || !Number.isInteger(apr) || (apr as number) < 0) {
      throw new Error('Invalid configuration: STAKE_LOCK_OPTIONS: each entry must be days:apr_bps');
    }
    return { days: days as number, aprBps: apr as number };
  });
  if (options.length === 0) throw new Error('Invalid configuration: STAKE_LOCK_OPTIONS: at least one term');
  return options.sort((a, b) => a.days - b.days);
}

export function loadStakeConfig(e: StakeEnv): StakeConfig {
  return {
    options: parseOptions(e.STAKE_LOCK_OPTIONS),
    periodMs: e.STAKE_PERIOD_HOURS * 60 * 60 * 1000,
    dividendCoin: e.STAKE_DIVIDEND_COIN,
    dividendShareBps: e.STAKE_DIVIDEND_SHARE_BPS,
    rewardSource: e.STAKE_REWARD_SOURCE,
  };
}
