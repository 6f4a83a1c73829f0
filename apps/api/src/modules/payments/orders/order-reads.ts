import { BodyCode, parseUnits } from '@app/shared';
import { maskPublicName } from '@app/shared/payments/payment-markets';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import type { Actor, OpsAudit } from '../../ops';
import { currencyDecimals, fiatText, type PaymentMarkets } from '../markets/payment-markets';
import { type OrderFilter, orderRepository as orders } from './order.repository';
import { orderView, seconds } from './order-view';
import { quotaRepository, utcDay } from './quota.repository';

/** Players' display names by id (auth's payee directory, through compose.ts). */
export type DisplayNames = (userIds: number[]) => Promise<Map<number, string>>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many paid withdrawals the public ticker shows. */
const TICKER_SIZE = 20;

/** The orders as players read them: theirs (paged, one by id), today's limits, and the public ticker. */
export class OrderReads {
  constructor(
    private readonly db: Db,
    private readonly markets: PaymentMarkets,
    private readonly names: DisplayNames,
    private readonly now: () => number,
  ) {}

  async mine(userId: number, filter: OrderFilter, page: number, size: number) {
    const { rows, total } = await orders.page(this.db, userId, filter, (page - 1) * size, size);
    return { list: rows.map(orderView), page, size, total };
  }

  /** A player's orders as support reads them (provider references included); the read is audited. */
  async forOperator(actor: Actor, audit: OpsAudit, userId: number, filter: OrderFilter, page: number, size: number) {
    await audit.record(this.db, actor, {
      action: 'user.view_orders',
      target: `user:${userId}`,
      after: { type: filter.type ?? null, status: filter.status ?? null, page },
    });
    const { rows, total } = await orders.page(this.db, userId, filter, (page - 1) * size, size);
    const list = rows.map((o) => ({
      ...orderView(o),
      provider_ref: o.providerRef,
      late_payment_ref: o.latePaymentRef,
      account_holder: o.accountHolder,
    }));
    return { list, page, size, total };
  }

  async detail(userId: number, orderId: string) {
    const order = await orders.mine(this.db, userId, orderId);
    if (!order) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such order', { field: 'order_id' });
    return orderView(order);
  }

  async quantity(userId: number, country: string) {
    const { market } = await this.markets.money(this.db, country);
    const decimals = currencyDecimals(market.currency);
    const now = this.now();
    const used = await quotaRepository.used(this.db, userId, utcDay(now), market.currency);
    const maxAmount = parseUnits(market.daily_withdraw_amount, decimals);
    const left = maxAmount > used.amountMinor ? maxAmount - used.amountMinor : 0n;
    return {
      country,
      currency: market.currency,
      daily_count: market.daily_withdraw_count,
      used_count: used.count,
      left_count: Math.max(0, market.daily_withdraw_count - used.count),
      daily_amount: fiatText(maxAmount, market.currency),
      used_amount: fiatText(used.amountMinor, market.currency),
      left_amount: fiatText(left, market.currency),
      review_above: market.review_above,
      resets_at: Math.floor(((Math.floor(now / DAY_MS) + 1) * DAY_MS) / 1000),
    };
  }

  async recentWithdrawals(country: string | undefined) {
    const paid = await orders.recentPaidWithdrawals(this.db, country, TICKER_SIZE);
    const names = await this.names([...new Set(paid.map((o) => o.userId))]);
    return {
      list: paid.map((o) => ({
        name: maskPublicName(names.get(o.userId) ?? String(o.userId)),
        amount: fiatText(o.amountMinor, o.currency),
        currency: o.currency,
        channel: o.channel,
        paid_at: seconds(o.settledAt ?? o.updatedAt),
      })),
    };
  }
}
