import type { ReturnKind } from '@app/shared/invest/invest-rules';
import type { DbOrTrx } from '../../db/types';

export interface ProductRow {
  code: string;
  coin: string;
  termDays: number;
  returnKind: ReturnKind;
  rateBps: number;
  min: bigint;
  max: bigint;
  cap: bigint;
  sold: bigint;
  earlyExit: boolean;
  penaltyBps: number;
  sort: number;
  disabled: boolean;
}

/** What an operator sets (everything but the counter and the state). */
export type ProductTerms = Omit<ProductRow, 'sold' | 'disabled'>;

// biome-ignore lint/suspicious/noExplicitAny: one row mapper for selectAll() of invest_product on both drivers
function product(r: any): ProductRow {
  return {
    code: r.code,
    coin: r.coin,
    termDays: Number(r.term_days),
    returnKind: r.return_kind,
    rateBps: Number(r.rate_bps),
    min: BigInt(r.min_units),
    max: BigInt(r.max_units),
    cap: BigInt(r.cap_units),
    sold: BigInt(r.sold_units),
    earlyExit: Number(r.early_exit) === 1,
    penaltyBps: Number(r.penalty_bps),
    sort: Number(r.sort),
    disabled: Number(r.disabled) === 1,
  };
}

function columns(t: Omit<ProductTerms, 'code' | 'coin'>) {
  return {
    term_days: t.termDays,
    return_kind: t.returnKind,
    rate_bps: t.rateBps,
    min_units: t.min,
    max_units: t.max,
    cap_units: t.cap,
    early_exit: t.earlyExit ? 1 : 0,
    penalty_bps: t.penaltyBps,
    sort: t.sort,
  };
}

/** The invest_product table: the operators' products and the cap's counter. */
export const productRepository = {
  async enabled(db: DbOrTrx): Promise<ProductRow[]> {
    const rows = await db
      .selectFrom('invest_product')
      .selectAll()
      .where('disabled', '=', 0)
      .orderBy('sort')
      .orderBy('code')
      .execute();
    return rows.map(product);
  },

  async byCode(db: DbOrTrx, code: string): Promise<ProductRow | undefined> {
    const row = await db.selectFrom('invest_product').selectAll().where('code', '=', code).executeTakeFirst();
    return row && product(row);
  },

  async page(db: DbOrTrx, offset: number, limit: number): Promise<{ rows: ProductRow[]; total: number }> {
    const rows = await db
      .selectFrom('invest_product')
      .selectAll()
      .orderBy('sort')
      .orderBy('code')
      .offset(offset)
      .limit(limit)
      .execute();
    const { n } = await db
      .selectFrom('invest_product')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows: rows.map(product), total: Number(n) };
  },

  /** A new product; an existing code is left as it is (the seed runs again and again). */
  async insertMissing(db: DbOrTrx, t: ProductTerms, now: number): Promise<void> {
    await db
      .insertInto('invest_product')
      .values({ code: t.code, coin: t.coin, ...columns(t), created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  },

  async update(db: DbOrTrx, code: string, t: Omit<ProductTerms, 'code' | 'coin'>, now: number): Promise<void> {
    await db
      .updateTable('invest_product')
      .set({ ...columns(t), updated_at: now })
      .where('code', '=', code)
      .execute();
  },

  async setDisabled(db: DbOrTrx, code: string, disabled: boolean, now: number): Promise<void> {
    await db
      .updateTable('invest_product')
      .set({ disabled: disabled ? 1 : 0, updated_at: now })
      .where('code', '=', code)
      .execute();
  },

  /**
   * Takes `amount` of the cap, or nothing: one guarded UPDATE, so concurrent buyers queue on the row and
   * each sees the others' amounts (the cap is never oversold). False when it is not on offer or too little is left.
   */
  async takeCap(trx: DbOrTrx, code: string, amount: bigint, now: number): Promise<boolean> {
    const res = await trx
      .updateTable('invest_product')
      .set((eb) => ({ sold_units: eb('sold_units', '+', amount), updated_at: now }))
      .where('code', '=', code)
      .where('disabled', '=', 0)
      .where((eb) => eb(eb('sold_units', '+', amount), '<=', eb.ref('cap_units')))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** An early exit gives its principal's share of the cap back to new buyers. */
  async giveCap(trx: DbOrTrx, code: string, amount: bigint, now: number): Promise<void> {
    await trx
      .updateTable('invest_product')
      .set((eb) => ({ sold_units: eb('sold_units', '-', amount), updated_at: now }))
      .where('code', '=', code)
      .execute();
  },
};
