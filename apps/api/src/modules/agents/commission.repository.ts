import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';

export interface StatementLine {
  agentId: number;
  day: string;
  coin: string;
  level1Volume: bigint;
  level2Volume: bigint;
  players: number;
  amount: bigint;
  status: 'paid' | 'below_minimum';
}

/** The agent_commission table: the statement, one line per agent and UTC day. */
export const commissionRepository = {
  /**
   * Claims the day's line before anything is paid: true when this call inserted it, false when the
   * agent already has the day. ON CONFLICT DO NOTHING waits for a concurrent claimer on PostgreSQL
   * and then does nothing, so of many runs at once exactly one pays.
   */
  async claim(db: DbOrTrx, line: StatementLine, at: number): Promise<boolean> {
    const result = await db
      .insertInto('agent_commission')
      .values({
        agent_id: line.agentId,
        day: line.day,
        coin: line.coin,
        level1_volume: line.level1Volume,
        level2_volume: line.level2Volume,
        players: line.players,
        amount: line.amount,
        status: line.status,
        tx_public_id: '',
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['agent_id', 'day']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  async setTx(db: DbOrTrx, agentId: number, day: string, txPublicId: string): Promise<void> {
    await db
      .updateTable('agent_commission')
      .set({ tx_public_id: txPublicId })
      .where('agent_id', '=', agentId)
      .where('day', '=', day)
      .execute();
  },

  async has(db: DbOrTrx, agentId: number, day: string): Promise<boolean> {
    const row = await db
      .selectFrom('agent_commission')
      .select('day')
      .where('agent_id', '=', agentId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** One agent's lines from `sinceDay` (inclusive), newest first. */
  async statement(db: DbOrTrx, agentId: number, sinceDay: string) {
    const rows = await db
      .selectFrom('agent_commission')
      .selectAll()
      .where('agent_id', '=', agentId)
      .where('day', '>=', sinceDay)
      .orderBy('day', 'desc')
      .execute();
    return rows.map((r) => ({
      day: r.day,
      coin: r.coin,
      level1Volume: toUnits(r.level1_volume),
      level2Volume: toUnits(r.level2_volume),
      players: Number(r.players),
      amount: toUnits(r.amount),
      status: r.status,
      txPublicId: r.tx_public_id,
    }));
  },
};
