import { parseUnits } from '@app/shared';
import { PROVIDER_CURRENCY_DECIMALS, type ProviderCurrency } from '@app/shared/payments/provider-channels';
import type { Payment, Payout, Refund } from '@app/shared/payments/provider-protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTrx } from '../../../db/types';
import type { Jobs } from '../../../jobs';
import { orderRepository as orders, type PaymentOrder } from './order.repository';
import { REACHED_FROM, type SettleOutcome } from './order-states';
import { quotaRepository, utcDay } from './quota.repository';

/** The wallet as orders move money (compose.ts fills it from the wallet's face). */
export interface PaymentsLedger {
  /** A paid recharge: from the payments account to the player, reference order:<id> (the ledger's idempotency). */
  credit(trx: DbOrTrx, p: { userId: number; coin: string; amount: bigint; reference: string }): Promise<void>;
  /** A withdrawal's hold at request; answers the hold's id. Throws 1014 when the balance is short. */
  hold(trx: DbOrTrx, p: { userId: number; coin: string; amount: bigint; reference: string }): Promise<number>;
  /** The payout settled: the held coins leave to the payments account, `fee` of them to fees. */
  post(trx: DbOrTrx, holdId: number, fee: bigint): Promise<boolean>;
  /** The payout failed or was rejected: the held coins go back to the player. */
  release(trx: DbOrTrx, holdId: number): Promise<boolean>;
}

export const REFUND_JOB = 'payments.refund';

/**
 * The order state machine's actions on what the provider says, shared by the webhook endpoint and the
 * reconcile job: each runs inside the caller's write transaction, and each money movement sits behind
 * a transition that happens once (order.repository.ts transition), so a webhook delivered 50 times,
 * or overtaken by the reconcile job, moves money once.
 */
export class OrderSettlement {
  constructor(
    private readonly ledger: PaymentsLedger,
    private readonly jobs: Jobs,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  /** The provider's object must be for this order's money: amount and currency exactly. */
  private matches(order: PaymentOrder, object: { amount: string; currency: string }): boolean {
    if (object.currency !== order.currency) return false;
    try {
      const decimals = PROVIDER_CURRENCY_DECIMALS[object.currency as ProviderCurrency];
      return parseUnits(object.amount, decimals) === order.amountMinor;
    } catch {
      return false;
    }
  }

  private mismatch(order: PaymentOrder, object: { id: string; amount: string; currency: string }): SettleOutcome {
    // An alert for the operators: the provider (or someone with its secret) sent money news that is not this order's.
    this.log.error(
      { order: order.publicId, object: object.id, amount: object.amount, currency: object.currency },
      'payment provider object does not match its order: refused',
    );
    return 'mismatch';
  }

  async applyPayment(trx: DbOrTrx, order: PaymentOrder, payment: Payment): Promise<SettleOutcome> {
    if (order.type !== 'recharge') return 'unknown_order';
    if (!this.matches(order, payment)) return this.mismatch(order, payment);
    const now = this.now();
    if (payment.status === 'succeeded') {
      const set = { provider_ref: payment.id, updated_at: now, settled_at: now, reason: null };
      if (await orders.transition(trx, order.id, REACHED_FROM.paid, 'paid', set)) {
        await this.ledger.credit(trx, {
          userId: order.userId,
          coin: order.coin,
          amount: order.coinAmount,
          reference: `order:${order.publicId}`,
        });
        return 'credited';
      }
      return this.latePayment(trx, order, payment.id);
    }
    if (payment.status === 'failed' || payment.status === 'expired') {
      const to = payment.status;
      const reason = payment.failure_reason ?? `payment_${to}`;
      const moved = await orders.transition(trx, order.id, REACHED_FROM[to], to, {
        provider_ref: payment.id,
        reason: reason.slice(0, 64),
        updated_at: now,
        settled_at: now,
      });
      return moved ? to : 'unchanged';
    }
    if (order.status === 'created') {
      await orders.transition(trx, order.id, REACHED_FROM.pending, 'pending', {
        provider_ref: payment.id,
        updated_at: now,
      });
    }
    return 'pending';
  }

  /**
   * A payment that succeeded after we had let its order expire (or fail): the player paid, but the
   * order is over, so the money goes back to them through a refund (a job: never a provider call inside
   * this transaction) and nothing is credited. Recorded once (late_payment_ref).
   */
  private async latePayment(trx: DbOrTrx, order: PaymentOrder, paymentId: string): Promise<SettleOutcome> {
    const current = await orders.byPublicId(trx, order.publicId);
    if (!current || (current.status !== 'expired' && current.status !== 'failed')) return 'unchanged';
    if (current.latePaymentRef !== null) return 'unchanged';
    await orders.update(trx, order.id, current.status, { late_payment_ref: paymentId, updated_at: this.now() });
    await this.jobs.enqueue(trx, {
      kind: REFUND_JOB,
      payload: { orderId: order.publicId },
      key: `${REFUND_JOB}:${order.publicId}`,
    });
    this.log.warn({ order: order.publicId, payment: paymentId }, 'payment succeeded after its order ended: refunding');
    return 'late_refund';
  }

  async applyRefund(trx: DbOrTrx, order: PaymentOrder, refund: Refund): Promise<SettleOutcome> {
    if (order.type !== 'recharge' || refund.status !== 'succeeded') return 'unchanged';
    const now = this.now();
    const moved = await orders.transition(trx, order.id, REACHED_FROM.refunded, 'refunded', {
      reason: 'late_payment_refunded',
      updated_at: now,
      settled_at: now,
    });
    return moved ? 'refunded' : 'unchanged';
  }

  async applyPayout(trx: DbOrTrx, order: PaymentOrder, payout: Payout): Promise<SettleOutcome> {
    if (order.type !== 'withdraw') return 'unknown_order';
    if (!this.matches(order, payout)) return this.mismatch(order, payout);
    const now = this.now();
    if (payout.status === 'paid') {
      const set = { provider_ref: payout.id, updated_at: now, settled_at: now };
      if (!(await orders.transition(trx, order.id, REACHED_FROM.paid, 'paid', set))) return 'unchanged';
      if (order.holdId === null || !(await this.ledger.post(trx, order.holdId, order.coinFee))) {
        throw new Error(`withdrawal ${order.publicId}: its hold was not pending when the payout was paid`);
      }
      return 'paid';
    }
    if (payout.status === 'failed') {
      return (await this.failWithdrawal(trx, order, payout.failure_reason ?? 'payout_failed', payout.id))
        ? 'failed'
        : 'unchanged';
    }
    if (order.status === 'created') {
      await orders.transition(trx, order.id, REACHED_FROM.pending, 'pending', {
        provider_ref: payout.id,
        updated_at: now,
      });
    }
    return 'pending';
  }

  /** A withdrawal that will not be paid: failed once, its hold voided (the coins back) and its share of today's limits given back. */
  async failWithdrawal(trx: DbOrTrx, order: PaymentOrder, reason: string, providerRef?: string): Promise<boolean> {
    const now = this.now();
    const set = {
      reason: reason.slice(0, 64),
      updated_at: now,
      settled_at: now,
      ...(providerRef ? { provider_ref: providerRef } : {}),
    };
    if (!(await orders.transition(trx, order.id, REACHED_FROM.failed, 'failed', set))) return false;
    if (order.holdId !== null && !(await this.ledger.release(trx, order.holdId))) {
      throw new Error(`withdrawal ${order.publicId}: its hold was not pending when the payout failed`);
    }
    await quotaRepository.giveBack(trx, order.userId, utcDay(order.createdAt), order.currency, order.amountMinor);
    return true;
  }
}
