import { z } from 'zod';
import { ZOrder } from './order-contracts';
import { ORDER_STATUSES, ORDER_TYPES } from './payment-markets';

/** An order as support sees it: the player's view plus the provider's references. */
export const ZOpsOrder = ZOrder.extend({
  /** The provider's payment or payout id (to search the provider's dashboard). */
  provider_ref: z.string().nullable(),
  /** A payment that succeeded after the order ended (refunded, never credited). */
  late_payment_ref: z.string().nullable(),
  account_holder: z.string().nullable(),
});
export type OpsOrder = z.output<typeof ZOpsOrder>;

/**
 * GET /ops/payments/orders (operator console, permission users.read, each read audited): a player's
 * recharge and withdrawal orders, newest first, for "where is my money?" tickets. Written as a plain
 * object (an area imports no other area; see @app/shared/ops/ops-endpoint).
 */
export const opsPlayerOrders = {
  method: 'GET' as const,
  path: '/ops/payments/orders',
  summary: "A player's recharge and withdrawal orders, newest first",
  request: z.object({
    user_id: z.coerce.number().int().positive().max(2_147_483_647),
    type: z.enum(ORDER_TYPES).optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    list: z.array(ZOpsOrder),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  }),
};
