import type { DbOrTrx } from '../../db/types';

export interface PeriodRow {
  period: number;
  startAt: number;
  endAt: number;
  coin: string;
  accrued: bigint;
  carryIn: bigint;
  pool: bigint;
  weightTotal: bigint;
  holders: number;
  carriedOut: bigint;
  status: 'paying' | 'paid';
  paidAt: number | null;
}

export interface PayoutRow {
  period: number;
  userId: number;
  weight: bigint;
  amount: bigint;
  status: 'pending' | 'paid';
  paidAt: number | null;
}

/** The reason of the ledger transaction that moves a period's revenue share into the pool account. */
export const ACCRUAL_REASON = 'dividend_accrual';

// biome-ignore lint/suspicious/noExplicitAny: one row mapper for selectAll() of dividend_period on both drivers
function periodOf(row: any): PeriodRow {
  return {
    period: Number(row.period),
    startAt: Number(row.start_at),
    endAt: Number(row.end_at),
    coin: row.coin,
    accrued: BigInt(row.accrued),
    carryIn: BigInt(row.carry_in),
    pool: BigInt(row.pool),
    weightTotal: BigInt(row.weight_total),
    holders: Number(row.holders),
    carriedOut: BigInt(row.carried_out),
    status: row.status,
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: one row mapper for selectAll() of dividend_payout on both drivers
function payoutOf(row: any): PayoutRow {
  return {
    period: Number(row.period),
    userId: Number(row.user_id),
    weight: BigInt(row.weight),
    amount: BigInt(row.amount),
    status: row.status,
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
  };
}

/** Rows per multi-row insert (7 values each: well under both databases' bound-parameter limits). */
const INSERT_CHUNK = 1000;

export const dividendRepository = {
  async period(db: DbOrTrx, period: number): Promise<PeriodRow | undefined> {
    const row = await db.selectFrom('dividend_period').selectAll().where('period', '=', period).executeTakeFirst();
    return row ? periodOf(row) : undefined;
  },

  /** The latest planned period before `period` (its carried_out is the next one's carry_in). */
  async before(db: DbOrTrx, period: number): Promise<PeriodRow | undefined> {
    const row = await db
      .selectFrom('dividend_period')
      .selectAll()
      .where('period', '<', period)
      .orderBy('period', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? periodOf(row) : undefined;
  },

  async recent(db: DbOrTrx, limit: number): Promise<PeriodRow[]> {
    const rows = await db.selectFrom('dividend_period').selectAll().orderBy('period', 'desc').limit(limit).execute();
    return rows.map(periodOf);
  },

  async periods(db: DbOrTrx, periods: number[]): Promise<Map<number, PeriodRow>> {
    if (periods.length === 0) return new Map();
    const rows = await db.selectFrom('dividend_period').selectAll().where('period', 'in', periods).execute();
    return new Map(rows.map((row) => [Number(row.period), periodOf(row)]));
  },

  async insertPeriod(db: DbOrTrx, p: Omit<PeriodRow, 'paidAt'> & { now: number }): Promise<void> {
    await db
      .insertInto('dividend_period')
      .values({
        period: p.period,
        start_at: p.startAt,
        end_at: p.endAt,
        coin: p.coin,
        accrued: p.accrued,
        carry_in: p.carryIn,
        pool: p.pool,
        weight_total: p.weightTotal.toString(),
        holders: p.holders,
        carried_out: p.carriedOut,
        status: p.status,
        planned_at: p.now,
        paid_at: p.status === 'paid' ? p.now : null,
      })
      .execute();
  },

  async insertPayouts(db: DbOrTrx, period: number, shares: { userId: number; weight: bigint; amount: bigint }[]) {
    for (let i = 0; i < shares.length; i += INSERT_CHUNK) {
      await db
        .insertInto('dividend_payout')
        .values(
          shares.slice(i, i + INSERT_CHUNK).map((s) => ({
            period,
            user_id: s.userId,
            weight: s.weight.toString(),
            amount: s.amount,
            status: 'pending',
            tx_public_id: null,
            paid_at: null,
          })),
        )
        .execute();
    }
  },

  /**
   * Takes up to `limit` pending payouts of the period, marking them paid in the caller's transaction
   * (which also posts their ledger transaction). On PostgreSQL a second runner's update waits on these
   * rows and then finds them no longer pending, so a payout is taken once.
   */
  async takePending(db: DbOrTrx, period: number, limit: number, now: number): Promise<PayoutRow[]> {
    const rows = await db
      .updateTable('dividend_payout')
      .set({ status: 'paid', paid_at: now })
      .where('period', '=', period)
      .where('status', '=', 'pending')
      .where('user_id', 'in', (eb) =>
        eb
          .selectFrom('dividend_payout')
          .select('user_id')
          .where('period', '=', period)
          .where('status', '=', 'pending')
          .orderBy('user_id')
          .limit(limit),
      )
      .returningAll()
      .execute();
    return rows.map(payoutOf);
  },

  async setTx(db: DbOrTrx, period: number, userIds: number[], txPublicId: string): Promise<void> {
    await db
      .updateTable('dividend_payout')
      .set({ tx_public_id: txPublicId })
      .where('period', '=', period)
      .where('user_id', 'in', userIds)
      .execute();
  },

  async markPaid(db: DbOrTrx, period: number, now: number): Promise<void> {
    await db
      .updateTable('dividend_period')
      .set({ status: 'paid', paid_at: now })
      .where('period', '=', period)
      .where('status', '=', 'paying')
      .execute();
  },

  async payoutsOf(db: DbOrTrx, userId: number, limit: number): Promise<PayoutRow[]> {
    const rows = await db
      .selectFrom('dividend_payout')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('period', 'desc')
      .limit(limit)
      .execute();
    return rows.map(payoutOf);
  },

  async payouts(db: DbOrTrx, period: number): Promise<PayoutRow[]> {
    const rows = await db.selectFrom('dividend_payout').selectAll().where('period', '=', period).execute();
    return rows.map(payoutOf);
  },

  /**
   * A system account's movements of `coin` in [start, end): what arrived (sum of credits) and the net,
   * leaving out the pool's own accrual transactions.
   */
  async accountFlow(
    db: DbOrTrx,
    system: 'fees' | 'house',
    coin: string,
    start: number,
    end: number,
  ): Promise<{ credits: bigint; net: bigint }> {
    const row = await db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_tx as t', 't.id', 'e.tx_id')
      .select((eb) => [
        eb.fn.sum<string>(eb.case().when('e.amount', '>', 0).then(eb.ref('e.amount')).else(0).end()).as('credits'),
        eb.fn.sum<string>('e.amount').as('net'),
      ])
      .where('a.system_name', '=', system)
      .where('a.coin', '=', coin)
      .where('e.created_at', '>=', start)
      .where('e.created_at', '<', end)
      .where('t.reason', '!=', ACCRUAL_REASON)
      .executeTakeFirst();
    return { credits: BigInt(row?.credits ?? 0), net: BigInt(row?.net ?? 0) };
  },

  async systemBalance(db: DbOrTrx, system: string, coin: string): Promise<bigint> {
    const row = await db
      .selectFrom('ledger_account')
      .select('balance')
      .where('system_name', '=', system)
      .where('coin', '=', coin)
      .executeTakeFirst();
    return row ? BigInt(row.balance) : 0n;
  },
};
