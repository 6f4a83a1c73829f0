import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { coinForFiat, feeFor } from '@app/shared/payments/fx';
import { maskAccountNumber } from '@app/shared/payments/payment-markets';
import type { FastifyBaseLogger } from 'fastify';
import { writeTransaction } from '../../../db/transaction';
import type { Db, DbOrTrx } from '../../../db/types';
import type { Jobs } from '../../../jobs';
import { ApiError, invalidField } from '../../../lib/api-error';
import { newTxPublicId } from '../../wallet';
import type { PayoutAccounts } from '../accounts/payout-accounts.service';
import { fiatText, type PaymentMarkets } from '../markets/payment-markets';
import { orderRepository as orders, type PaymentOrder } from './order.repository';
import { PAYOUT_JOB, RECONCILE_JOB } from './order-jobs';
import type { PaymentsLedger } from './order-settlement';
import { orderView } from './order-view';
import { quotaRepository, utcDay } from './quota.repository';
import { checkRange, fiatAmountOf } from './recharge.service';

export const WITHDRAWAL_REVIEW_KIND = 'payments.withdrawal';

/** Queues a withdrawal for an operator (the console's approvals queue, through compose.ts). */
/** What an operator sees of a withdrawal to review (the approvals queue shows the payload as it is). */
export interface WithdrawalReview {
  order_id: string;
  summary: string;
  user_id: number;
  amount: string;
  fee: string;
  currency: string;
  channel: string;
  /** Masked, with the holder's name and the bank: enough to compare with the player's record. */
  account: string;
  coin_held: string;
}

export type RequestReview = (trx: DbOrTrx, userId: number, payload: WithdrawalReview) => Promise<void>;

export interface WithdrawInput {
  accountId: string;
  amount: string;
  requestId?: string;
}

/**
 * Money out (issue 14). One write transaction takes the day's quota (one conditional update), holds
 * amount + fee in coin (the ledger refuses a hold above the balance, so two withdrawals at once hold at
 * most the balance) and records the order; then either queues it for an operator (above the market's
 * review threshold) or enqueues the payout job. The provider is never called inside the transaction.
 */
export class WithdrawService {
  constructor(
    private readonly db: Db,
    private readonly markets: PaymentMarkets,
    private readonly accounts: PayoutAccounts,
    private readonly ledger: PaymentsLedger,
    private readonly jobs: Jobs,
    private readonly review: RequestReview,
    private readonly providerId: string,
    private readonly reconcileAfterMs: number,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  async request(userId: number, input: WithdrawInput) {
    const requestKey = input.requestId ? `withdraw:${input.requestId}` : null;
    const again = requestKey ? await orders.byRequestKey(this.db, userId, requestKey) : undefined;
    if (again) {
      if (again.type !== 'withdraw')
        throw invalidField('request_id', 'was used for another kind of order', BodyCode.CONFLICT);
      return { order: orderView(again) };
    }
    const account = await this.accounts.mine(this.db, userId, input.accountId);
    const { market, fx, currencyDecimals } = await this.markets.money(this.db, account.country);
    const limits = this.markets.channel(account.country, account.channel, 'withdraw', currencyDecimals);
    const amount = fiatAmountOf(input.amount, currencyDecimals);
    checkRange(amount, limits, currencyDecimals);
    const fee = feeFor(amount, limits.feePercent, limits.feeFixed);
    const coinHeld = coinForFiat(amount + fee, fx, 'up');
    const coinFee = coinForFiat(fee, fx, 'down');
    const review = amount > parseUnits(market.review_above, currencyDecimals);
    const now = this.now();
    const publicId = `or_${newTxPublicId(now)}`;
    const day = utcDay(now);
    try {
      await writeTransaction(this.db, async (trx) => {
        const quota = {
          maxCount: market.daily_withdraw_count,
          maxAmountMinor: parseUnits(market.daily_withdraw_amount, currencyDecimals),
        };
        if (!(await quotaRepository.take(trx, userId, day, market.currency, amount, quota))) {
          const used = await quotaRepository.used(trx, userId, day, market.currency);
          throw new ApiError(BodyCode.WITHDRAW_LIMIT_REACHED, undefined, {
            field: 'amount',
            left_count: Math.max(0, quota.maxCount - used.count),
            left_amount: fiatText(
              quota.maxAmountMinor > used.amountMinor ? quota.maxAmountMinor - used.amountMinor : 0n,
              market.currency,
            ),
          });
        }
        const holdId = await this.ledger.hold(trx, {
          userId,
          coin: market.coin,
          amount: coinHeld,
          reference: `order:${publicId}`,
        });
        await orders.insert(trx, {
          public_id: publicId,
          user_id: userId,
          type: 'withdraw',
          status: 'created',
          review: review ? 'waiting' : 'none',
          channel: account.channel,
          country: account.country,
          currency: market.currency,
          amount_minor: amount,
          fee_minor: fee,
          coin: market.coin,
          coin_amount: coinHeld,
          coin_fee: coinFee,
          rate: market.rate,
          provider: this.providerId,
          account_number: account.number,
          account_holder: account.holderName,
          account_bank: account.bankCode,
          hold_id: holdId,
          request_key: requestKey,
          created_at: now,
          updated_at: now,
          expires_at: now,
        });
        if (review) {
          const summary = `Withdraw ${fiatText(amount, market.currency)} ${market.currency} via ${account.channel} (${publicId})`;
          await this.review(trx, userId, {
            order_id: publicId,
            summary,
            user_id: userId,
            amount: fiatText(amount, market.currency),
            fee: fiatText(fee, market.currency),
            currency: market.currency,
            channel: account.channel,
            account: `${maskAccountNumber(account.number)} ${account.holderName}${account.bankCode ? ` (${account.bankCode})` : ''}`,
            coin_held: `${formatUnits(coinHeld, fx.coinDecimals)} ${market.coin}`,
          });
        } else {
          await this.enqueuePayout(trx, publicId);
        }
      });
    } catch (error) {
      const made = requestKey ? await orders.byRequestKey(this.db, userId, requestKey) : undefined;
      if (made) return { order: orderView(made) };
      throw error;
    }
    this.log.info({ order: publicId, userId, review }, 'withdrawal requested');
    return { order: orderView((await orders.byPublicId(this.db, publicId)) as PaymentOrder) };
  }

  /** The payout job and, behind it, the reconcile job (in case no webhook ever comes). */
  async enqueuePayout(trx: DbOrTrx, publicId: string): Promise<void> {
    await this.jobs.enqueue(trx, {
      kind: PAYOUT_JOB,
      payload: { orderId: publicId },
      key: `${PAYOUT_JOB}:${publicId}`,
    });
    await this.jobs.enqueue(trx, {
      kind: RECONCILE_JOB,
      payload: { orderId: publicId },
      key: `${RECONCILE_JOB}:${publicId}`,
      runAt: this.now() + this.reconcileAfterMs,
    });
  }
}
