import { BodyCode } from '@app/shared';
import type { PaymentEvent } from '@app/shared/payments/provider-events';
import type { FastifyBaseLogger } from 'fastify';
import { writeTransaction } from '../../../db/transaction';
import type { Db, DbOrTrx } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import type { PaymentProvider, WebhookHeaders } from '../provider/payment-provider';
import { orderRepository as orders } from './order.repository';
import type { OrderSettlement } from './order-settlement';
import type { SettleOutcome } from './order-states';

export interface WebhookAnswer {
  received: true;
  /** duplicate: this event id was acted on before (nothing done again). */
  outcome: SettleOutcome | 'duplicate';
}

/**
 * The provider's webhook (POST /provider/payments/webhook): the signature is checked on the raw body
 * first (a bad or stale one is refused and nothing is stored), then the event is recorded by its id and
 * acted on in one write transaction: a second delivery of the same event finds its id and does nothing,
 * and the order's conditional transitions make events of one order safe in any order.
 */
export class PaymentWebhooks {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly settlement: OrderSettlement,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  async receive(rawBody: string, headers: WebhookHeaders): Promise<WebhookAnswer> {
    const verdict = this.provider.verifyWebhook(rawBody, headers);
    if (!verdict.ok) {
      this.log.warn({ reason: verdict.reason }, 'payment webhook refused');
      throw new ApiError(BodyCode.SIGNATURE_INVALID, verdict.message, { reason: verdict.reason });
    }
    const event = verdict.event;
    const outcome = await writeTransaction(this.db, async (trx) => {
      const inserted = await trx
        .insertInto('payment_event')
        .values({
          event_id: event.id,
          type: event.type,
          order_ref: event.data.object.order_id,
          outcome: 'received',
          received_at: this.now(),
        })
        .onConflict((c) => c.column('event_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return 'duplicate' as const;
      const result = await this.apply(trx, event);
      await trx.updateTable('payment_event').set({ outcome: result }).where('event_id', '=', event.id).execute();
      return result;
    });
    this.log.info({ event: event.id, type: event.type, order: event.data.object.order_id, outcome }, 'payment webhook');
    return { received: true, outcome };
  }

  private async apply(trx: DbOrTrx, event: PaymentEvent): Promise<SettleOutcome> {
    const order = await orders.byPublicId(trx, event.data.object.order_id);
    if (!order) return 'unknown_order';
    switch (event.type) {
      case 'payment.succeeded':
      case 'payment.failed':
      case 'payment.expired':
        return this.settlement.applyPayment(trx, order, event.data.object);
      case 'payout.paid':
      case 'payout.failed':
        return this.settlement.applyPayout(trx, order, event.data.object);
      case 'refund.succeeded':
        return this.settlement.applyRefund(trx, order, event.data.object);
    }
  }
}
