import { z } from 'zod';
import type { DbOrTrx } from '../../../db/types';
import type { ApprovalKind } from '../../ops';
import { orderRepository as orders } from './order.repository';
import type { OrderSettlement } from './order-settlement';
import { WITHDRAWAL_REVIEW_KIND } from './withdraw.service';

const ZReview = z.object({
  order_id: z.string(),
  summary: z.string(),
  user_id: z.number().int(),
  amount: z.string(),
  fee: z.string(),
  currency: z.string(),
  channel: z.string(),
  account: z.string(),
  coin_held: z.string(),
});
type Review = z.output<typeof ZReview>;

/**
 * A withdrawal above its market's review threshold, as an item of the console's approvals queue
 * (issue 11's queue, reused): approving sends the payout (the payout job, enqueued in the decision's
 * transaction); rejecting fails the order and gives the held coins back. Either happens once: the
 * review moves from `waiting` in one conditional update.
 */
export function withdrawalReviewKind(
  settlement: OrderSettlement,
  enqueuePayout: (trx: DbOrTrx, orderId: string) => Promise<void>,
  now: () => number,
): ApprovalKind<Review> {
  async function waiting(trx: DbOrTrx, orderId: string) {
    const order = await orders.byPublicId(trx, orderId);
    if (order?.status !== 'created' || order.review !== 'waiting') {
      throw new Error(`withdrawal ${orderId} is not waiting for a review`);
    }
    return order;
  }
  return {
    kind: WITHDRAWAL_REVIEW_KIND,
    payload: ZReview,
    permission: 'payments.approve',
    summary: (p) => p.summary,
    async approve(trx, p) {
      const order = await waiting(trx, p.order_id);
      await orders.update(trx, order.id, 'created', { review: 'approved', updated_at: now() });
      await enqueuePayout(trx, order.publicId);
      return { order_id: order.publicId, review: 'approved' };
    },
    async reject(trx, p) {
      const order = await waiting(trx, p.order_id);
      await orders.update(trx, order.id, 'created', { review: 'rejected', updated_at: now() });
      await settlement.failWithdrawal(trx, { ...order, review: 'rejected' }, 'rejected');
    },
  };
}
