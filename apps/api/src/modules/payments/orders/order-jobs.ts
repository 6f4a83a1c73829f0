import { formatUnits } from '@app/shared';
import type { ProviderChannel, ProviderCurrency } from '@app/shared/payments/provider-channels';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { type Jobs, PermanentJobError } from '../../../jobs';
import { currencyDecimals } from '../markets/payment-markets';
import { type PaymentProvider, ProviderError } from '../provider/payment-provider';
import { orderRepository as orders, type PaymentOrder } from './order.repository';
import { type OrderSettlement, REFUND_JOB } from './order-settlement';
import { REACHED_FROM, type SettleOutcome } from './order-states';

export const PAYOUT_JOB = 'payments.payout';
export const RECONCILE_JOB = 'payments.reconcile';

const ZOrderJob = z.object({ orderId: z.string().regex(/^or_[0-9A-Za-z]{10,40}$/) });

/** Thrown while an order is still unsettled at the provider: the runner asks again after its back-off. */
class StillPending extends Error {
  constructor(order: string) {
    super(`order ${order} is still pending at the provider`);
  }
}

/**
 * The orders' background work (jobs/README.md: at least once, so each is idempotent):
 * - payments.payout: asks the provider for a withdrawal's payout (idempotent by our order id);
 * - payments.reconcile: asks the provider where an order stuck in created/pending stands, and acts as
 *   its webhook would have (a lost webhook, a payout paid without one); a recharge still unpaid past
 *   its expiry is expired here;
 * - payments.refund: refunds a payment that succeeded after its order had ended.
 */
export class OrderJobs {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly settlement: OrderSettlement,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    private readonly reconcileEveryMs: number,
  ) {}

  register(jobs: Jobs): void {
    const options = { payload: ZOrderJob, timeoutMs: 60_000 };
    jobs.register(PAYOUT_JOB, (job) => this.payout(job.payload.orderId), { ...options, maxAttempts: 12 });
    jobs.register(RECONCILE_JOB, (job) => this.reconcile(job.payload.orderId), {
      ...options,
      // An order can stay pending at the provider for a while (a bank payout's cut-off): ask for days.
      maxAttempts: 40,
      backoff: { baseMs: this.reconcileEveryMs, maxMs: 6 * 60 * 60 * 1000 },
    });
    jobs.register(REFUND_JOB, (job) => this.refundLate(job.payload.orderId), { ...options, maxAttempts: 12 });
  }

  private async order(orderId: string): Promise<PaymentOrder> {
    const order = await orders.byPublicId(this.db, orderId);
    if (!order) throw new PermanentJobError(`no order ${orderId}`);
    return order;
  }

  async payout(orderId: string): Promise<void> {
    const order = await this.order(orderId);
    // Only an approved (or unreviewed) withdrawal still `created` goes out; anything else was decided already.
    if (
      order.type !== 'withdraw' ||
      order.status !== 'created' ||
      order.review === 'waiting' ||
      order.review === 'rejected'
    ) {
      return;
    }
    try {
      const payout = await this.provider.createPayout({
        order_id: order.publicId,
        amount: formatUnits(order.amountMinor, currencyDecimals(order.currency)),
        currency: order.currency as ProviderCurrency,
        channel: order.channel as ProviderChannel,
        account: {
          number: order.accountNumber ?? '',
          holder_name: order.accountHolder ?? '',
          ...(order.accountBank ? { bank_code: order.accountBank } : {}),
        },
      });
      await this.settle(orderId, (trx, current) => this.settlement.applyPayout(trx, current, payout));
    } catch (error) {
      if (!(error instanceof ProviderError) || error.kind === 'unavailable') throw error;
      // Refused (a bad account, a channel closed): the payout will never exist; the coins go back now.
      const reason = `provider_refused${error.details.field ? `:${error.details.field}` : ''}`;
      await writeTransaction(this.db, async (trx) => {
        const current = await orders.byPublicId(trx, orderId);
        if (current) await this.settlement.failWithdrawal(trx, current, reason);
      });
      this.log.warn({ order: orderId, reason }, 'payout refused by the provider: withdrawal failed, hold voided');
    }
  }

  async reconcile(orderId: string): Promise<void> {
    const order = await this.order(orderId);
    if (order.status !== 'created' && order.status !== 'pending') return;
    if (order.type === 'withdraw') {
      if (order.review === 'waiting') throw new StillPending(orderId);
      if (order.providerRef === null) {
        // The payout job has not reached the provider yet (or its answer was lost): ask again, idempotently.
        await this.payout(orderId);
        if ((await this.order(orderId)).status === 'pending') throw new StillPending(orderId);
        return;
      }
      const payout = await this.provider.payoutStatus(order.providerRef);
      const outcome = await this.settle(orderId, (trx, current) => this.settlement.applyPayout(trx, current, payout));
      this.log.info({ order: orderId, outcome }, 'payout reconciled');
      if (outcome === 'pending') throw new StillPending(orderId);
      return;
    }
    let outcome: SettleOutcome = 'pending';
    if (order.providerRef !== null) {
      const payment = await this.provider.paymentStatus(order.providerRef);
      outcome = await this.settle(orderId, (trx, current) => this.settlement.applyPayment(trx, current, payment));
    }
    if (outcome === 'pending' && this.now() >= order.expiresAt) {
      // Past its time and not paid as far as the provider says: the order ends here. A payment arriving
      // later is refunded, never credited (order-settlement.ts latePayment).
      const now = this.now();
      await writeTransaction(this.db, (trx) =>
        orders.transition(trx, order.id, REACHED_FROM.expired, 'expired', {
          reason: 'not_paid_in_time',
          updated_at: now,
          settled_at: now,
        }),
      );
      outcome = 'expired';
    }
    this.log.info({ order: orderId, outcome }, 'recharge reconciled');
    if (outcome === 'pending') throw new StillPending(orderId);
  }

  async refundLate(orderId: string): Promise<void> {
    const order = await this.order(orderId);
    if (order.latePaymentRef === null || order.status === 'refunded') return;
    try {
      await this.provider.refund(
        { payment_id: order.latePaymentRef, reason: 'Paid after the order had ended' },
        `refund:${order.publicId}`,
      );
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'refused') {
        throw new PermanentJobError(`refund of ${orderId} refused: ${error.message} (an operator must look)`);
      }
      throw error;
    }
  }

  /** Runs a settlement on the order as it is inside one write transaction. */
  private settle(
    orderId: string,
    act: (trx: Parameters<Parameters<typeof writeTransaction>[1]>[0], order: PaymentOrder) => Promise<SettleOutcome>,
  ): Promise<SettleOutcome> {
    return writeTransaction(this.db, async (trx) => {
      const current = await orders.byPublicId(trx, orderId);
      return current ? act(trx, current) : 'unknown_order';
    });
  }
}
