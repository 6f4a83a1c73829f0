import { z } from 'zod';
import { ZCoinCode } from '../core/coin-code';

/** The catalogue editor's name of the invest products (@app/shared/ops/catalogue-contracts). */
export const INVEST_CATALOGUE = 'invest_products';

/** Limits an operator's product must keep (a typo must not promise a fortune or lock money for years). */
export const INVEST_LIMITS = { maxTermDays: 365, maxRateBps: 5_000, maxPenaltyBps: 5_000, maxSort: 999 } as const;

const ZAmount = z
  .string()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,8})?$/, 'must be a decimal such as 100 or 0.5')
  .refine((v) => Number(v) > 0, 'must be greater than 0');

/**
 * One invest product as an operator edits it (issue 17 item 5): `code` and `coin` are fixed once created
 * (positions name them); the other terms change for new subscriptions only, because a position keeps the
 * terms it was bought with. Amounts are decimals of `coin` (its decimals are checked by the API).
 */
export const ZInvestItem = z
  .object({
    code: z.string().regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, 'must be 2-32 lower-case letters, digits, _ or -'),
    coin: ZCoinCode,
    term_days: z.number().int().min(1).max(INVEST_LIMITS.maxTermDays),
    /** annual: rate_bps is a year's rate, paid pro rata to the term; fixed: paid once for the term. */
    return_kind: z.enum(['annual', 'fixed']),
    rate_bps: z.number().int().min(0).max(INVEST_LIMITS.maxRateBps),
    /** Smallest and largest subscription. */
    min_amount: ZAmount,
    max_amount: ZAmount,
    /** All subscriptions together (a scarce item shared by every buyer). */
    cap: ZAmount,
    early_exit: z.boolean(),
    /** What an early exit keeps of the principal, in basis points (0 when early exit is off). */
    penalty_bps: z.number().int().min(0).max(INVEST_LIMITS.maxPenaltyBps),
    sort: z.number().int().min(0).max(INVEST_LIMITS.maxSort),
  })
  .strict()
  .refine((v) => Number(v.min_amount) <= Number(v.max_amount), {
    path: ['max_amount'],
    message: 'must be at least min_amount',
  })
  .refine((v) => Number(v.max_amount) <= Number(v.cap), { path: ['cap'], message: 'must be at least max_amount' });
export type InvestItem = z.infer<typeof ZInvestItem>;
