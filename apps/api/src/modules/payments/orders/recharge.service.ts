import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { coinForFiat, feeFor } from '@app/shared/payments/fx';
import type { ProviderChannel, ProviderCurrency } from '@app/shared/payments/provider-channels';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import type { Jobs } from '../../../jobs';
import { ApiError, invalidField } from '../../../lib/api-error';
import { newTxPublicId } from '../../wallet';
import { currencyDecimals, type PaymentMarkets } from '../markets/payment-markets';
import { type PaymentProvider, ProviderError } from '../provider/payment-provider';
import { orderRepository as orders, type PaymentOrder } from './order.repository';
import { RECONCILE_JOB } from './order-jobs';
import { REACHED_FROM } from './order-states';
import { orderView } from './order-view';

export interface RechargeInput {
  channel: string;
  amount: string;
  country: string;
  returnUrl: string;
  requestId?: string;
}

export interface RechargeTiming {
  /** How long a recharge can be paid (the provider's checkout expires then too). */
  orderTtlMs: number;
  /** How long after its expiry the reconcile job asks the provider about an unsettled order. */
  reconcileAfterMs: number;
}

/** The amount in minor units, or a field error: the currency's decimals (VND whole, BRL centavos). */
export function fiatAmountOf(amount: string, decimals: number): bigint {
  try {
    const minor = parseUnits(amount, decimals);
    if (minor > 0n) return minor;
  } catch {
    // answered below
  }
  throw invalidField(
    'amount',
    decimals === 0 ? 'must be a whole amount above 0' : `must be above 0 with at most ${decimals} decimals`,
  );
}

export function checkRange(minor: bigint, limits: { min: bigint; max: bigint }, decimals: number): void {
  if (minor < limits.min || minor > limits.max) {
    throw new ApiError(BodyCode.PAYMENT_AMOUNT_OUT_OF_RANGE, undefined, {
      field: 'amount',
      min: formatUnits(limits.min, decimals),
      max: formatUnits(limits.max, decimals),
    });
  }
}

/**
 * Money in (issue 14): an order at the market's current rate, then the provider's hosted checkout. The
 * order row is committed before the provider is called, so a webhook can never arrive for an order we
 * do not know; a provider that does not answer leaves the order `created`, and the same request_id
 * asks again (the provider's payment is idempotent by our order id).
 */
export class RechargeService {
  constructor(
    private readonly db: Db,
    private readonly markets: PaymentMarkets,
    private readonly provider: PaymentProvider,
    private readonly jobs: Jobs,
    private readonly timing: RechargeTiming,
    private readonly now: () => number,
  ) {}

  async create(userId: number, input: RechargeInput) {
    const requestKey = input.requestId ? `recharge:${input.requestId}` : null;
    const again = requestKey ? await orders.byRequestKey(this.db, userId, requestKey) : undefined;
    const order = again ?? (await this.newOrder(userId, input, requestKey));
    if (order.type !== 'recharge')
      throw invalidField('request_id', 'was used for another kind of order', BodyCode.CONFLICT);
    const ready = order.checkoutUrl ? order : await this.openCheckout(order);
    return { order: orderView(ready), checkout_url: ready.checkoutUrl as string };
  }

  private async newOrder(userId: number, input: RechargeInput, requestKey: string | null): Promise<PaymentOrder> {
    const { market, fx, currencyDecimals } = await this.markets.money(this.db, input.country);
    const limits = this.markets.channel(input.country, input.channel, 'recharge', currencyDecimals);
    const amount = fiatAmountOf(input.amount, currencyDecimals);
    checkRange(amount, limits, currencyDecimals);
    const fee = feeFor(amount, limits.feePercent, limits.feeFixed);
    const coinAmount = coinForFiat(amount - fee, fx, 'down');
    if (coinAmount <= 0n) throw invalidField('amount', 'is too small to buy any coin');
    const now = this.now();
    const publicId = `or_${newTxPublicId(now)}`;
    const expiresAt = now + this.timing.orderTtlMs;
    try {
      await writeTransaction(this.db, async (trx) => {
        await orders.insert(trx, {
          public_id: publicId,
          user_id: userId,
          type: 'recharge',
          status: 'created',
          review: 'none',
          channel: input.channel,
          country: input.country,
          currency: market.currency,
          amount_minor: amount,
          fee_minor: fee,
          coin: market.coin,
          coin_amount: coinAmount,
          coin_fee: 0n,
          rate: market.rate,
          provider: this.provider.id,
          return_url: input.returnUrl,
          request_key: requestKey,
          created_at: now,
          updated_at: now,
          expires_at: expiresAt,
        });
        // The order is followed up even if no webhook ever comes (the outbox: the job exists iff the order does).
        await this.jobs.enqueue(trx, {
          kind: RECONCILE_JOB,
          payload: { orderId: publicId },
          key: `${RECONCILE_JOB}:${publicId}`,
          runAt: expiresAt + this.timing.reconcileAfterMs,
        });
      });
    } catch (error) {
      // Two taps with one request_id at once: the other made the order; answer it.
      const made = requestKey ? await orders.byRequestKey(this.db, userId, requestKey) : undefined;
      if (made) return made;
      throw error;
    }
    return (await orders.byPublicId(this.db, publicId)) as PaymentOrder;
  }

  private async openCheckout(order: PaymentOrder): Promise<PaymentOrder> {
    if (order.status !== 'created' && order.status !== 'pending') {
      throw new ApiError(BodyCode.PAYMENT_REFUSED, undefined, { reason: order.reason, status: order.status });
    }
    try {
      const payment = await this.provider.createPayment({
        order_id: order.publicId,
        amount: formatUnits(order.amountMinor, currencyDecimals(order.currency)),
        currency: order.currency as ProviderCurrency,
        channel: order.channel as ProviderChannel,
        return_url: order.returnUrl ?? '',
        description: `Recharge ${order.publicId}`,
      });
      await writeTransaction(this.db, async (trx) => {
        const now = this.now();
        await orders.update(trx, order.id, order.status, {
          provider_ref: payment.id,
          checkout_url: payment.checkout_url,
          updated_at: now,
        });
        await orders.transition(trx, order.id, REACHED_FROM.pending, 'pending', { updated_at: now });
      });
      return (await orders.byPublicId(this.db, order.publicId)) as PaymentOrder;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.kind === 'unavailable') {
        throw new ApiError(BodyCode.PAYMENT_PROVIDER_UNAVAILABLE, undefined, { order_id: order.publicId });
      }
      const reason = `provider_refused${error.details.field ? `:${error.details.field}` : ''}`.slice(0, 64);
      await writeTransaction(this.db, (trx) =>
        orders.transition(trx, order.id, REACHED_FROM.failed, 'failed', {
          reason,
          updated_at: this.now(),
          settled_at: this.now(),
        }),
      );
      throw new ApiError(BodyCode.PAYMENT_REFUSED, undefined, { reason, order_id: order.publicId });
    }
  }
}
