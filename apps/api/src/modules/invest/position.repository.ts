import type { ReturnKind } from '@app/shared/invest/invest-rules';
import type { DbOrTrx } from '../../db/types';

export type PositionState = 'active' | 'matured' | 'exited';

export interface PositionRow {
  id: number;
  userId: number;
  productCode: string;
  coin: string;
  principal: bigint;
  returnUnits: bigint;
  termDays: number;
  returnKind: ReturnKind;
  rateBps: number;
  earlyExit: boolean;
  penaltyBps: number;
  holdId: number;
  subscribedAt: number;
  maturesAt: number;
  state: PositionState;
  settledAt: number | null;
  penalty: bigint | null;
}

export type NewPosition = Omit<PositionRow, 'id' | 'holdId' | 'state' | 'settledAt' | 'penalty'>;

// biome-ignore lint/suspicious/noExplicitAny: one row mapper for selectAll() of invest_position on both drivers
function position(r: any): PositionRow {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    productCode: r.product_code,
    coin: r.coin,
    principal: BigInt(r.principal_units),
    returnUnits: BigInt(r.return_units),
    termDays: Number(r.term_days),
    returnKind: r.return_kind,
    rateBps: Number(r.rate_bps),
    earlyExit: Number(r.early_exit) === 1,
    penaltyBps: Number(r.penalty_bps),
    holdId: Number(r.hold_id),
    subscribedAt: Number(r.subscribed_at),
    maturesAt: Number(r.matures_at),
    state: r.state,
    settledAt: r.settled_at === null ? null : Number(r.settled_at),
    penalty: r.penalty_units === null ? null : BigInt(r.penalty_units),
  };
}

/** The invest_position table: the players' subscriptions. */
export const positionRepository = {
  async insert(trx: DbOrTrx, p: NewPosition): Promise<number> {
    const row = await trx
      .insertInto('invest_position')
      .values({
        user_id: p.userId,
        product_code: p.productCode,
        coin: p.coin,
        principal_units: p.principal,
        return_units: p.returnUnits,
        term_days: p.termDays,
        return_kind: p.returnKind,
        rate_bps: p.rateBps,
        early_exit: p.earlyExit ? 1 : 0,
        penalty_bps: p.penaltyBps,
        hold_id: null,
        subscribed_at: p.subscribedAt,
        matures_at: p.maturesAt,
        state: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async setHold(trx: DbOrTrx, id: number, holdId: number): Promise<void> {
    await trx.updateTable('invest_position').set({ hold_id: holdId }).where('id', '=', id).execute();
  },

  async byId(db: DbOrTrx, id: number): Promise<PositionRow | undefined> {
    const row = await db.selectFrom('invest_position').selectAll().where('id', '=', id).executeTakeFirst();
    return row && position(row);
  },

  async byUser(db: DbOrTrx, userId: number, limit: number): Promise<PositionRow[]> {
    const rows = await db
      .selectFrom('invest_position')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(position);
  },

  /**
   * Ends an active position, once: the guarded UPDATE is the exactly-once rule of maturity and exit (a
   * second run, a retried job or a second exit finds it no longer active and changes nothing).
   * `before`/`after` bound the time: an exit only before maturity, a maturity only from it on.
   */
  async close(
    trx: DbOrTrx,
    id: number,
    to: { state: 'matured' | 'exited'; now: number; penalty: bigint | null },
  ): Promise<boolean> {
    let update = trx
      .updateTable('invest_position')
      .set({ state: to.state, settled_at: to.now, penalty_units: to.penalty })
      .where('id', '=', id)
      .where('state', '=', 'active');
    update =
      to.state === 'matured' ? update.where('matures_at', '<=', to.now) : update.where('matures_at', '>', to.now);
    const res = await update.executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },
};
