import { randomBytes } from 'node:crypto';
import { amountFitsCurrency } from '@app/shared/payments/provider-channels';
import type {
  CreatePaymentRequest,
  CreatePayoutRequest,
  CreateRefundRequest,
  Payment,
  Payout,
  Refund,
} from '@app/shared/payments/provider-protocol';
import { fromMinor, toMinor } from './money';
import type { SandboxSettings } from './settings';
import type { Timers } from './timers';
import type { WebhookSender } from './webhooks';

/**
 * The sandbox's accounts, in memory: payments (settled by the payer on the checkout page, or expired),
 * payouts and refunds (settled after settings.settleMs), each settlement announced by a webhook.
 *
 * Magic payout account numbers (docs/payments.md): ending in 0000 the payout fails (account_invalid);
 * ending in 9999 it is paid but its webhook is lost, so only a status query (the reconcile job) sees it.
 */

export const FAILING_ACCOUNT_SUFFIX = '0000';
export const SILENT_ACCOUNT_SUFFIX = '9999';

export type CheckoutAction = 'pay' | 'fail' | 'abandon';

export class SandboxRefusal extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request' | 'not_found' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export function createSandboxStore(settings: SandboxSettings, webhooks: WebhookSender, timers: Timers) {
  const payments = new Map<string, Payment>();
  const expiries = new Map<string, NodeJS.Timeout>();
  const refundable = new Map<string, bigint>();
  const payouts = new Map<string, Payout>();
  const refunds = new Map<string, Refund>();

  function expireLater(payment: Payment, ms: number): void {
    timers.cancel(expiries.get(payment.id));
    payment.expires_at = nowSeconds() + Math.ceil(ms / 1000);
    expiries.set(
      payment.id,
      timers.after(ms, () => settlePayment(payment, 'expired', 'checkout_expired')),
    );
  }

  function settlePayment(payment: Payment, status: 'succeeded' | 'failed' | 'expired', reason: string | null): void {
    if (payment.status !== 'pending') return;
    timers.cancel(expiries.get(payment.id));
    payment.status = status;
    payment.failure_reason = reason;
    payment.settled_at = nowSeconds();
    if (status === 'succeeded') refundable.set(payment.id, toMinor(payment.amount, payment.currency));
    webhooks.emit(`payment.${status}`, payment);
  }

  function found<T>(map: Map<string, T>, id: string, what: string): T {
    const item = map.get(id);
    if (!item) throw new SandboxRefusal(404, 'not_found', `no such ${what}: ${id}`);
    return item;
  }

  return {
    createPayment(request: CreatePaymentRequest, baseUrl: string): Payment {
      const id = newId('pay');
      const payment: Payment = {
        id,
        order_id: request.order_id,
        amount: request.amount,
        currency: request.currency,
        channel: request.channel,
        status: 'pending',
        checkout_url: `${baseUrl}/checkout/${id}`,
        return_url: request.return_url,
        failure_reason: null,
        refunded_amount: fromMinor(0n, request.currency),
        created_at: nowSeconds(),
        expires_at: 0,
        settled_at: null,
      };
      payments.set(id, payment);
      expireLater(payment, settings.expiryMs);
      return payment;
    },

    payment: (id: string) => found(payments, id, 'payment'),

    /** The payer's choice on the checkout page; a payment no longer pending stays as it is. */
    checkout(id: string, action: CheckoutAction): Payment {
      const payment = found(payments, id, 'payment');
      if (payment.status !== 'pending') return payment;
      if (action === 'pay') settlePayment(payment, 'succeeded', null);
      else if (action === 'fail') settlePayment(payment, 'failed', 'payment_declined');
      else expireLater(payment, settings.abandonExpiryMs);
      return payment;
    },

    createPayout(request: CreatePayoutRequest): Payout {
      const payout: Payout = {
        id: newId('po'),
        order_id: request.order_id,
        amount: request.amount,
        currency: request.currency,
        channel: request.channel,
        account_last4: request.account.number.slice(-4),
        status: 'pending',
        failure_reason: null,
        created_at: nowSeconds(),
        settled_at: null,
      };
      payouts.set(payout.id, payout);
      const number = request.account.number;
      const fails = number.endsWith(FAILING_ACCOUNT_SUFFIX) || Math.random() < settings.payoutFailureRate;
      timers.after(settings.settleMs, () => {
        payout.status = fails ? 'failed' : 'paid';
        payout.failure_reason = fails ? 'account_invalid' : null;
        payout.settled_at = nowSeconds();
        webhooks.emit(fails ? 'payout.failed' : 'payout.paid', payout, number.endsWith(SILENT_ACCOUNT_SUFFIX));
      });
      return payout;
    },

    payout: (id: string) => found(payouts, id, 'payout'),

    /** Only a succeeded payment, at most what is left of it (pending refunds count). */
    createRefund(request: CreateRefundRequest): Refund {
      const payment = found(payments, request.payment_id, 'payment');
      const left = refundable.get(payment.id);
      if (payment.status !== 'succeeded' || left === undefined)
        throw new SandboxRefusal(409, 'conflict', `payment ${payment.id} is ${payment.status}, not succeeded`);
      if (request.amount !== undefined && !amountFitsCurrency(request.amount, payment.currency))
        throw new SandboxRefusal(400, 'invalid_request', `amount: not a positive ${payment.currency} amount`);
      const amount = request.amount === undefined ? left : toMinor(request.amount, payment.currency);
      if (amount <= 0n || amount > left)
        throw new SandboxRefusal(409, 'conflict', `refund exceeds what is left: ${fromMinor(left, payment.currency)}`);
      refundable.set(payment.id, left - amount);
      const refund: Refund = {
        id: newId('re'),
        payment_id: payment.id,
        order_id: payment.order_id,
        amount: fromMinor(amount, payment.currency),
        currency: payment.currency,
        status: 'pending',
        created_at: nowSeconds(),
        settled_at: null,
      };
      refunds.set(refund.id, refund);
      timers.after(settings.settleMs, () => {
        refund.status = 'succeeded';
        refund.settled_at = nowSeconds();
        payment.refunded_amount = fromMinor(
          toMinor(payment.refunded_amount, payment.currency) + amount,
          payment.currency,
        );
        webhooks.emit('refund.succeeded', refund);
      });
      return refund;
    },

    refund: (id: string) => found(refunds, id, 'refund'),
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
