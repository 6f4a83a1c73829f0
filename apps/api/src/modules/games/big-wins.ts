import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';

/** A round whose win was large: who, which game, what was staked and won, when it closed. */
export interface BigWin {
  userId: number;
  gameId: string;
  coin: string;
  bet: bigint;
  win: bigint;
  at: number;
}

/**
 * The latest rounds that won at least `minWin` (base units of `coin`), newest first, rolled-back rounds
 * left out: the casino brand's billboard of big wins (issue 13) reads them here, as the rankings read
 * wagering.ts, so no other module queries the games' rounds. Big wins are rare and the read walks the
 * rounds newest first, so it stops after `limit` of them (docs/decisions.md, "Issue 13, rankings").
 */
export async function recentBigWins(
  db: DbOrTrx,
  query: { coin: string; minWin: bigint; limit: number },
): Promise<BigWin[]> {
  const rows = await db
    .selectFrom('game_round')
    .select(['user_id', 'game_id', 'coin', 'bet', 'win', 'created_at', 'closed_at'])
    .where('coin', '=', query.coin)
    .where('win', '>=', query.minWin)
    .where('status', '!=', 'rolled_back')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .execute();
  return rows.map((r) => ({
    userId: Number(r.user_id),
    gameId: r.game_id,
    coin: r.coin,
    bet: toUnits(r.bet),
    win: toUnits(r.win),
    at: Number(r.closed_at ?? r.created_at),
  }));
}
