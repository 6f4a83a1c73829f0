import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

/** A decimal amount as typed (the API checks the coin's decimals and that it is above 0). */
const ZAmountText = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number');

export const ZInvestProduct = z.object({
  code: z.string(),
  coin: z.string(),
  term_days: z.number().int(),
  return_kind: z.enum(['annual', 'fixed']),
  rate_bps: z.number().int(),
  min_amount: z.string(),
  max_amount: z.string(),
  cap: z.string(),
  /** What is left of the cap for new subscriptions. */
  remaining: z.string(),
  early_exit: z.boolean(),
  penalty_bps: z.number().int(),
});
export type InvestProduct = z.infer<typeof ZInvestProduct>;

export const ZInvestPosition = z.object({
  id: z.number().int(),
  product: z.string(),
  coin: z.string(),
  principal: z.string(),
  /** The return fixed at subscription, paid at maturity. */
  expected_return: z.string(),
  term_days: z.number().int(),
  return_kind: z.enum(['annual', 'fixed']),
  rate_bps: z.number().int(),
  early_exit: z.boolean(),
  penalty_bps: z.number().int(),
  subscribed_at: z.number().int(),
  /** Unix ms (UTC): when principal + return are paid. */
  matures_at: z.number().int(),
  /** active: locked; matured: principal + return paid; exited: principal less penalty paid early. */
  state: z.enum(['active', 'matured', 'exited']),
  settled_at: z.number().int().nullable(),
  /** What came back: principal + return (matured) or principal - penalty (exited); null while active. */
  paid_back: z.string().nullable(),
  penalty: z.string().nullable(),
});
export type InvestPosition = z.infer<typeof ZInvestPosition>;

/** GET /invest/products: the products on offer, in the operators' order. */
export const listInvestProducts = defineEndpoint({
  group: 'invest',
  method: 'GET',
  path: '/invest/products',
  summary: 'Invest products on offer with their terms and what is left of each cap',
  request: z.object({}),
  response: z.object({ list: z.array(ZInvestProduct) }),
});

/** GET /invest/product?code=: one product (disabled ones answer 1200). */
export const getInvestProduct = defineEndpoint({
  group: 'invest',
  method: 'GET',
  path: '/invest/product',
  summary: 'One invest product',
  request: z.object({ code: z.string().min(1).max(32) }),
  response: ZInvestProduct,
});

/**
 * POST /invest/subscribe (Idempotency-Key; XBSL in the native app, spec 7.1): lock `amount` of the
 * product's coin as a ledger hold until maturity.
 */
export const subscribeInvest = defineEndpoint({
  group: 'invest',
  method: 'POST',
  path: '/invest/subscribe',
  summary: 'Subscribe to an invest product: the principal is held until maturity',
  request: z.object({ product: z.string().min(1).max(32), amount: ZAmountText }),
  response: ZInvestPosition,
});

/** GET /invest/positions: my positions, newest first (the latest 100). */
export const listInvestPositions = defineEndpoint({
  group: 'invest',
  method: 'GET',
  path: '/invest/positions',
  summary: 'My invest positions, newest first',
  request: z.object({}),
  response: z.object({ list: z.array(ZInvestPosition) }),
});

/** POST /invest/exit (Idempotency-Key; XBSL): end an active position early, less the product's penalty. */
export const exitInvest = defineEndpoint({
  group: 'invest',
  method: 'POST',
  path: '/invest/exit',
  summary: 'Exit a position before maturity: the principal less the penalty comes back, no return',
  request: z.object({ position_id: z.number().int().positive() }),
  response: ZInvestPosition,
});
