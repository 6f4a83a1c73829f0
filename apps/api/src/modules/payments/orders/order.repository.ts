import type { OrderReview, OrderStatus, OrderType } from '@app/shared/payments/payment-markets';
import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../../db/types';
import { toUnits } from '../../wallet';
import type { PaymentOrderTable } from '../payments.tables';

export interface PaymentOrder {
  id: number;
  publicId: string;
  userId: number;
  type: OrderType;
  status: OrderStatus;
  review: OrderReview;
  channel: string;
  country: string;
  currency: string;
  amountMinor: bigint;
  feeMinor: bigint;
  coin: string;
  coinAmount: bigint;
  coinFee: bigint;
  rate: string;
  provider: string;
  providerRef: string | null;
  checkoutUrl: string | null;
  returnUrl: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
  accountBank: string | null;
  holdId: number | null;
  latePaymentRef: string | null;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
  settledAt: number | null;
}

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

// biome-ignore lint/suspicious/noExplicitAny: a raw row of payment_order, typed by the table declaration
function toOrder(r: any): PaymentOrder {
  return {
    id: Number(r.id),
    publicId: r.public_id,
    userId: Number(r.user_id),
    type: r.type,
    status: r.status,
    review: r.review,
    channel: r.channel,
    country: r.country,
    currency: r.currency,
    amountMinor: toUnits(r.amount_minor),
    feeMinor: toUnits(r.fee_minor),
    coin: r.coin,
    coinAmount: toUnits(r.coin_amount),
    coinFee: toUnits(r.coin_fee),
    rate: r.rate,
    provider: r.provider,
    providerRef: r.provider_ref,
    checkoutUrl: r.checkout_url,
    returnUrl: r.return_url,
    accountNumber: r.account_number,
    accountHolder: r.account_holder,
    accountBank: r.account_bank,
    holdId: numberOrNull(r.hold_id),
    latePaymentRef: r.late_payment_ref,
    reason: r.reason,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    expiresAt: Number(r.expires_at),
    settledAt: numberOrNull(r.settled_at),
  };
}

export interface OrderFilter {
  type?: OrderType;
  status?: OrderStatus;
}

/** SQL of payment_order. A status changes only through `transition`, one conditional update. */
export const orderRepository = {
  async insert(trx: DbOrTrx, row: Insertable<PaymentOrderTable>): Promise<number> {
    const { id } = await trx.insertInto('payment_order').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  },

  async byPublicId(db: DbOrTrx, publicId: string): Promise<PaymentOrder | undefined> {
    const row = await db.selectFrom('payment_order').selectAll().where('public_id', '=', publicId).executeTakeFirst();
    return row && toOrder(row);
  },

  async mine(db: DbOrTrx, userId: number, publicId: string): Promise<PaymentOrder | undefined> {
    const row = await db
      .selectFrom('payment_order')
      .selectAll()
      .where('public_id', '=', publicId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toOrder(row);
  },

  async byRequestKey(db: DbOrTrx, userId: number, key: string): Promise<PaymentOrder | undefined> {
    const row = await db
      .selectFrom('payment_order')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_key', '=', key)
      .executeTakeFirst();
    return row && toOrder(row);
  },

  /**
   * Moves the order from one of `from` to `to` with `set`, in one conditional update: answers false
   * (and changes nothing) when another transition got there first. This is what makes every
   * transition happen once, whatever order webhooks, jobs and operators arrive in.
   */
  async transition(
    trx: DbOrTrx,
    id: number,
    from: readonly OrderStatus[],
    to: OrderStatus,
    set: Updateable<PaymentOrderTable>,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('payment_order')
      .set({ ...set, status: to })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Changes what is not the status (the provider's reference, the review), only while `status` holds. */
  async update(trx: DbOrTrx, id: number, whileStatus: OrderStatus, set: Updateable<PaymentOrderTable>) {
    const result = await trx
      .updateTable('payment_order')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', whileStatus)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async page(db: DbOrTrx, userId: number, filter: OrderFilter, offset: number, limit: number) {
    let query = db.selectFrom('payment_order').where('user_id', '=', userId);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.status) query = query.where('status', '=', filter.status);
    const rows = await query.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
    const { total } = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
    return { rows: rows.map(toOrder), total: Number(total) };
  },

  /** The latest paid withdrawals with their players' ids (the public ticker). */
  async recentPaidWithdrawals(db: DbOrTrx, country: string | undefined, limit: number) {
    let query = db.selectFrom('payment_order').selectAll().where('type', '=', 'withdraw').where('status', '=', 'paid');
    if (country) query = query.where('country', '=', country);
    return (await query.orderBy('settled_at', 'desc').limit(limit).execute()).map(toOrder);
  },
};
