import type { PaymentMarketItem } from '@app/shared/payments/market-item';
import type { DbOrTrx } from '../../../db/types';

export interface PaymentMarket extends PaymentMarketItem {
  disabled: boolean;
  updatedAt: number;
}

// biome-ignore lint/suspicious/noExplicitAny: a raw row of payment_market, typed by the table declaration
function toMarket(r: any): PaymentMarket {
  return {
    country: r.country,
    currency: r.currency,
    coin: r.coin,
    rate: r.rate,
    daily_withdraw_count: Number(r.daily_withdraw_count),
    daily_withdraw_amount: r.daily_withdraw_amount,
    review_above: r.review_above,
    disabled: Number(r.disabled) === 1,
    updatedAt: Number(r.updated_at),
  };
}

/** The payment_market table: one row per market, the operators' FX rate and limits. */
export const marketRepository = {
  async byCountry(db: DbOrTrx, country: string): Promise<PaymentMarket | undefined> {
    const row = await db.selectFrom('payment_market').selectAll().where('country', '=', country).executeTakeFirst();
    return row && toMarket(row);
  },

  async all(db: DbOrTrx): Promise<PaymentMarket[]> {
    return (await db.selectFrom('payment_market').selectAll().orderBy('country').execute()).map(toMarket);
  },

  async insertMissing(db: DbOrTrx, items: readonly PaymentMarketItem[], now: number): Promise<void> {
    const stored = new Set((await this.all(db)).map((m) => m.country));
    const missing = items.filter((m) => !stored.has(m.country));
    if (missing.length === 0) return;
    await db
      .insertInto('payment_market')
      .values(missing.map((m) => ({ ...m, disabled: 0, updated_at: now })))
      .onConflict((c) => c.column('country').doNothing())
      .execute();
  },

  async update(db: DbOrTrx, country: string, values: Partial<PaymentMarketItem> & { disabled?: number }, now: number) {
    await db
      .updateTable('payment_market')
      .set({ ...values, updated_at: now })
      .where('country', '=', country)
      .execute();
  },
};
