import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

/** Token locks, the dividend pool and staking rewards (issue 17 items 3-4; docs/stake-dividend-vote.md). */

/** The coin that is locked: KTHER (spec 3, kther -> KTHER / xgt). */
export const STAKE_COIN = 'KTHER';

const ZDecimal = z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal number');

export const ZLockOption = z.object({ days: z.number().int(), apr_bps: z.number().int() });

export const ZLock = z.object({
  id: z.number().int(),
  amount: z.string(),
  days: z.number().int(),
  apr_bps: z.number().int(),
  locked_at: z.number().int(),
  unlock_at: z.number().int(),
  /** locked: counts for votes and the pool; due: the term is over, unlock gives it back; unlocked: returned. */
  state: z.enum(['locked', 'due', 'unlocked']),
  unlocked_at: z.number().int().nullable(),
  /** Staking rewards this lock has earned so far, KTHER. */
  rewards: z.string(),
});

const ZMyStake = z.object({
  coin: z.string(),
  options: z.array(ZLockOption),
  /** KTHER in my locks that still count (state locked). */
  locked: z.string(),
  /** KTHER I can lock now (my balance). */
  available: z.string(),
  locks: z.array(ZLock),
});

/** POST /api/stake/lock: lock KTHER for one of the offered terms (a ledger hold until unlocked). */
export const stakeLock = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/stake/lock',
  summary: 'Lock KTHER for a term (votes, a dividend share, staking rewards)',
  request: z.object({ amount: ZDecimal, days: z.number().int() }),
  response: ZLock,
});

/** POST /api/stake/unlock: a lock whose term is over gives its KTHER back (the job does it at the term too). */
export const stakeUnlock = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/stake/unlock',
  summary: 'Take back a lock whose term is over',
  request: z.object({ lock_id: z.number().int().positive() }),
  response: ZLock,
});

/** GET /api/stake/my: the lock options, my locks and what I could lock. */
export const stakeMine = defineEndpoint({
  group: 'main',
  method: 'GET',
  path: '/api/stake/my',
  summary: 'My KTHER locks and the terms on offer',
  request: z.object({}),
  response: ZMyStake,
});

export const ZPoolPeriod = z.object({
  period: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  /** What was split: this period's revenue share plus what an earlier period without holders carried. */
  pool: z.string(),
  holders: z.number().int(),
  /** Carried to the next period (only when nobody held KTHER locked in this one). */
  carried: z.string(),
  /** open: still accruing; paying: the job is paying; paid: all holders paid. */
  state: z.enum(['open', 'paying', 'paid']),
});

/** GET /api/pool/info: this period's pool so far, my share estimate, the past periods (anyone; mine when signed in). */
export const poolInfo = defineEndpoint({
  group: 'main',
  method: 'GET',
  path: '/api/pool/info',
  summary: 'The dividend pool: this period so far, my estimate, past periods',
  request: z.object({}),
  response: z.object({
    coin: z.string(),
    /** Share of the platform's revenue (fees and house edge) that goes to the pool, basis points. */
    share_bps: z.number().int(),
    current: ZPoolPeriod,
    /** KTHER locked now by everyone. */
    total_locked: z.string(),
    /** My weight / everyone's this period so far, x 1e6 (null signed out). */
    my_share_ppm: z.number().int().nullable(),
    /** My estimated payout if the period ended now (null signed out). */
    my_estimate: z.string().nullable(),
    history: z.array(ZPoolPeriod),
  }),
});

export const ZPayout = z.object({
  kind: z.enum(['dividend', 'reward']),
  period: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  coin: z.string(),
  amount: z.string(),
  /** Dividends: my weight / everyone's in that period, x 1e6; rewards: null. */
  share_ppm: z.number().int().nullable(),
  paid_at: z.number().int().nullable(),
});

/** GET /api/pool/dividends: my past dividend payouts and staking rewards, newest first. */
export const poolMyDividends = defineEndpoint({
  group: 'main',
  method: 'GET',
  path: '/api/pool/dividends',
  summary: 'My dividend payouts and staking rewards, newest first',
  request: z.object({}),
  response: z.object({ list: z.array(ZPayout) }),
});
