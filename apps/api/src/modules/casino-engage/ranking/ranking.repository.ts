import type { RankPeriod, RankWindow } from '@app/shared/luckybear/rank-period';
import type { DbOrTrx } from '../../../db/types';
import { toUnits } from '../../wallet';

export interface StoredPrizeConf {
  period: RankPeriod;
  coin: string;
  prizes: string[];
  disabled: boolean;
}

export interface Winner {
  period: RankPeriod;
  periodKey: string;
  rank: number;
  userId: number;
  coin: string;
  amount: bigint;
  received: boolean;
}

export interface NewWinner {
  rank: number;
  userId: number;
  wagered: bigint;
  coin: string;
  amount: bigint;
}

const confOf = (r: { period: string; coin: string; prizes: string; disabled: number }): StoredPrizeConf => ({
  period: r.period as RankPeriod,
  coin: r.coin,
  prizes: JSON.parse(r.prizes) as string[],
  disabled: Number(r.disabled) !== 0,
});

/** The rankings' tables: prize configuration, settlements, winners and paid prizes. */
export const rankingRepository = {
  async prizeConfs(db: DbOrTrx): Promise<StoredPrizeConf[]> {
    const rows = await db.selectFrom('rank_prize_conf').selectAll().orderBy('period').execute();
    return rows.map(confOf);
  },

  async prizeConf(db: DbOrTrx, period: string): Promise<StoredPrizeConf | undefined> {
    const row = await db.selectFrom('rank_prize_conf').selectAll().where('period', '=', period).executeTakeFirst();
    return row && confOf(row);
  },

  async insertPrizeConf(db: DbOrTrx, conf: Omit<StoredPrizeConf, 'disabled'>, now: number): Promise<void> {
    await db
      .insertInto('rank_prize_conf')
      .values({ period: conf.period, coin: conf.coin, prizes: JSON.stringify(conf.prizes), updated_at: now })
      .onConflict((oc) => oc.column('period').doNothing())
      .execute();
  },

  async updatePrizeConf(
    db: DbOrTrx,
    period: string,
    values: { coin?: string; prizes?: string[]; disabled?: boolean },
    now: number,
  ): Promise<void> {
    await db
      .updateTable('rank_prize_conf')
      .set({
        ...(values.coin !== undefined ? { coin: values.coin } : {}),
        ...(values.prizes !== undefined ? { prizes: JSON.stringify(values.prizes) } : {}),
        ...(values.disabled !== undefined ? { disabled: values.disabled ? 1 : 0 } : {}),
        updated_at: now,
      })
      .where('period', '=', period)
      .execute();
  },

  async isSettled(db: DbOrTrx, w: RankWindow): Promise<boolean> {
    const row = await db
      .selectFrom('rank_settlement')
      .select('period')
      .where('period', '=', w.period)
      .where('period_key', '=', w.key)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Marks the period settled; false when another transaction did first (its winners stand). */
  async markSettled(db: DbOrTrx, w: RankWindow, now: number): Promise<boolean> {
    const result = await db
      .insertInto('rank_settlement')
      .values({ period: w.period, period_key: w.key, ends_at: w.end, settled_at: now })
      .onConflict((oc) => oc.columns(['period', 'period_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  async insertWinners(db: DbOrTrx, w: RankWindow, winners: readonly NewWinner[]): Promise<void> {
    if (winners.length === 0) return;
    await db
      .insertInto('rank_winner')
      .values(
        winners.map((x) => ({
          period: w.period,
          period_key: w.key,
          rank: x.rank,
          user_id: x.userId,
          wagered: x.wagered,
          coin: x.coin,
          amount: x.amount,
        })),
      )
      .execute();
  },

  /** Winners with whether each received the prize: one period's, or one player's of periods ended since `since`. */
  async winners(db: DbOrTrx, where: { window: RankWindow } | { userId: number; since: number }): Promise<Winner[]> {
    let query = db
      .selectFrom('rank_winner as w')
      .leftJoin('rank_prize_claim as c', (j) =>
        j
          .onRef('c.period', '=', 'w.period')
          .onRef('c.period_key', '=', 'w.period_key')
          .onRef('c.user_id', '=', 'w.user_id'),
      )
      .select(['w.period', 'w.period_key', 'w.rank', 'w.user_id', 'w.coin', 'w.amount', 'c.tx_public_id']);
    if ('window' in where) {
      query = query.where('w.period', '=', where.window.period).where('w.period_key', '=', where.window.key);
    } else {
      query = query
        .innerJoin('rank_settlement as s', (j) =>
          j.onRef('s.period', '=', 'w.period').onRef('s.period_key', '=', 'w.period_key'),
        )
        .where('w.user_id', '=', where.userId)
        .where('s.ends_at', '>', where.since);
    }
    const rows = await query.orderBy('w.period').orderBy('w.period_key', 'desc').orderBy('w.rank').execute();
    return rows.map((r) => ({
      period: r.period as RankPeriod,
      periodKey: r.period_key,
      rank: Number(r.rank),
      userId: Number(r.user_id),
      coin: r.coin,
      amount: toUnits(r.amount),
      received: r.tx_public_id !== null,
    }));
  },

  /** Records a paid prize; a second row for the same (period, player) is a unique violation. */
  async insertClaim(
    db: DbOrTrx,
    w: RankWindow,
    claim: { userId: number; rank: number; coin: string; amount: bigint; txPublicId: string; claimedAt: number },
  ): Promise<void> {
    await db
      .insertInto('rank_prize_claim')
      .values({
        period: w.period,
        period_key: w.key,
        user_id: claim.userId,
        rank: claim.rank,
        coin: claim.coin,
        amount: claim.amount,
        tx_public_id: claim.txPublicId,
        claimed_at: claim.claimedAt,
      })
      .execute();
  },
};
