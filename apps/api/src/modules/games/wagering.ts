import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';

/**
 * How much players wagered in the games: the sum of their rounds' bets, rolled-back rounds left out.
 * VIP experience, locked bonuses' wagering requirements, lucky-spin chances and the bet ranking all
 * read it from here (issue 13), so each of them counts the same money the same way, and none of them
 * needs a hook in the bet path: a round's bet is in `game_round` from the moment the ledger posted it,
 * so what they read is exactly what was staked, once.
 *
 * Amounts are the coin's base units (bigint), as in the ledger. Times are unix ms; `since` is inclusive and `until` exclusive (a day or a week is [start, next start)).
 * Uses the index (user_id, coin, created_at) of migration 0014.
 */
export interface WagerWindow {
  coin?: string;
  since?: number;
  until?: number;
}

export interface WagerRank {
  userId: number;
  wagered: bigint;
}

export const wagering = {
  /** What one player wagered in the window (0 when nothing). */
  async wageredBy(db: DbOrTrx, userId: number, window: WagerWindow = {}): Promise<bigint> {
    let query = db
      .selectFrom('game_round')
      .select((eb) => eb.fn.sum<string | number | bigint | null>('bet').as('total'))
      .where('user_id', '=', userId)
      .where('status', '!=', 'rolled_back');
    if (window.coin !== undefined) query = query.where('coin', '=', window.coin);
    if (window.since !== undefined) query = query.where('created_at', '>=', window.since);
    if (window.until !== undefined) query = query.where('created_at', '<', window.until);
    const row = await query.executeTakeFirst();
    return row?.total == null ? 0n : toUnits(row.total);
  },

  /** The players who wagered most in the window, most first (ties: the lower user id first). */
  async topWagerers(db: DbOrTrx, window: WagerWindow & { limit: number }): Promise<WagerRank[]> {
    let query = db
      .selectFrom('game_round')
      .select(['user_id', (eb) => eb.fn.sum<string | number | bigint>('bet').as('total')])
      .where('status', '!=', 'rolled_back');
    if (window.coin !== undefined) query = query.where('coin', '=', window.coin);
    if (window.since !== undefined) query = query.where('created_at', '>=', window.since);
    if (window.until !== undefined) query = query.where('created_at', '<', window.until);
    const rows = await query
      .groupBy('user_id')
      .orderBy('total', 'desc')
      .orderBy('user_id', 'asc')
      .limit(window.limit)
      .execute();
    return rows.map((r) => ({ userId: Number(r.user_id), wagered: toUnits(r.total) })).filter((r) => r.wagered > 0n);
  },

  /**
   * The player's rounds at or after `since` (unix ms, inclusive), newest first, at most `limit`,
   * rolled-back rounds left out: what the missions count as games played (issue 15). Public ids, so
   * the reader can record each round once.
   */
  async playedRounds(
    db: DbOrTrx,
    userId: number,
    window: { since?: number; limit: number },
  ): Promise<{ publicId: string; at: number }[]> {
    let query = db
      .selectFrom('game_round')
      .select(['public_id', 'created_at'])
      .where('user_id', '=', userId)
      .where('status', '!=', 'rolled_back');
    if (window.since !== undefined) query = query.where('created_at', '>=', window.since);
    const rows = await query.orderBy('created_at', 'desc').limit(window.limit).execute();
    return rows.map((r) => ({ publicId: r.public_id, at: Number(r.created_at) }));
  },
};
