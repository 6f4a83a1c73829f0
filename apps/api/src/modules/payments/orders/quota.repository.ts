import type { DbOrTrx } from '../../../db/types';
import { toUnits } from '../../wallet';

export interface QuotaLimits {
  maxCount: number;
  maxAmountMinor: bigint;
}

/**
 * withdraw_quota: a player's withdrawals of the UTC day in a currency. `take` is one conditional update
 * (after making sure the row exists), so two withdrawals at once cannot both pass the last place of
 * the day's limits on either database; `giveBack` returns a failed or rejected one's share.
 */
export const quotaRepository = {
  async take(trx: DbOrTrx, userId: number, day: string, currency: string, amountMinor: bigint, limits: QuotaLimits) {
    await trx
      .insertInto('withdraw_quota')
      .values({ user_id: userId, day, currency, count: 0, amount_minor: 0n })
      .onConflict((c) => c.columns(['user_id', 'day', 'currency']).doNothing())
      .execute();
    const result = await trx
      .updateTable('withdraw_quota')
      .set((eb) => ({ count: eb('count', '+', 1), amount_minor: eb('amount_minor', '+', amountMinor) }))
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('currency', '=', currency)
      .where('count', '<', limits.maxCount)
      .where((eb) => eb(eb('amount_minor', '+', amountMinor), '<=', limits.maxAmountMinor))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async giveBack(trx: DbOrTrx, userId: number, day: string, currency: string, amountMinor: bigint) {
    await trx
      .updateTable('withdraw_quota')
      .set((eb) => ({ count: eb('count', '-', 1), amount_minor: eb('amount_minor', '-', amountMinor) }))
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('currency', '=', currency)
      .where('count', '>', 0)
      .execute();
  },

  async used(db: DbOrTrx, userId: number, day: string, currency: string) {
    const row = await db
      .selectFrom('withdraw_quota')
      .select(['count', 'amount_minor'])
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('currency', '=', currency)
      .executeTakeFirst();
    return { count: row ? Number(row.count) : 0, amountMinor: row ? toUnits(row.amount_minor) : 0n };
  },
};

/** The UTC day of a time ("2026-11-26"): the day withdrawal limits count. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
