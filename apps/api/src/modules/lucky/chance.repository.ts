import type { DrawGame } from '@app/shared/luckybear/draw-games';
import type { DbOrTrx } from '../../db/types';

/** A grant of chances: (user, game, source, sourceId) happens once. */
export interface ChanceGrant {
  userId: number;
  game: DrawGame;
  source: string;
  sourceId: string;
  chances: number;
}

/** The lucky_chance_grant and lucky_chance_tally tables. */
export const chanceRepository = {
  /**
   * Stores the grants not stored yet and adds their chances to the tally, in the caller's transaction;
   * answers the chances added (0 when every grant was there). A concurrent identical grant waits on the
   * unique key and then adds nothing.
   */
  async grant(trx: DbOrTrx, grants: readonly ChanceGrant[], now: number): Promise<number> {
    const first = grants[0];
    if (!first) return 0;
    const inserted = await trx
      .insertInto('lucky_chance_grant')
      .values(
        grants.map((g) => ({
          user_id: g.userId,
          game: g.game,
          source: g.source,
          source_id: g.sourceId,
          chances: g.chances,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'game', 'source', 'source_id']).doNothing())
      .returning('chances')
      .execute();
    const added = inserted.reduce((sum, r) => sum + Number(r.chances), 0);
    if (added > 0) {
      await trx
        .insertInto('lucky_chance_tally')
        .values({ user_id: first.userId, game: first.game, granted: added, used: 0 })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'game'])
            .doUpdateSet((eb) => ({ granted: eb('lucky_chance_tally.granted', '+', added) })),
        )
        .execute();
    }
    return added;
  },

  /**
   * Takes one chance: used + 1 only while used < granted, in one statement, so of many draws at once on
   * one chance exactly one gets it (the row lock on PostgreSQL, the single writer on SQLite).
   */
  async use(trx: DbOrTrx, userId: number, game: DrawGame): Promise<boolean> {
    const result = await trx
      .updateTable('lucky_chance_tally')
      .set((eb) => ({ used: eb('used', '+', 1) }))
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .whereRef('used', '<', 'granted')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async left(db: DbOrTrx, userId: number, game: DrawGame): Promise<number> {
    const row = await db
      .selectFrom('lucky_chance_tally')
      .select(['granted', 'used'])
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .executeTakeFirst();
    return row ? Number(row.granted) - Number(row.used) : 0;
  },

  /** Which of these grants of one player and game are stored: source + ' ' + sourceId -> created_at. */
  async stored(db: DbOrTrx, userId: number, game: DrawGame, source: string, sourceIds: readonly string[]) {
    if (sourceIds.length === 0) return new Map<string, number>();
    const rows = await db
      .selectFrom('lucky_chance_grant')
      .select(['source_id', 'created_at'])
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .where('source', '=', source)
      .where('source_id', 'in', sourceIds)
      .execute();
    return new Map(rows.map((r) => [r.source_id, Number(r.created_at)]));
  },

  /** A player's grants of one source across the games: `${game}:${sourceId}` -> created_at. */
  async bySource(db: DbOrTrx, userId: number, source: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('lucky_chance_grant')
      .select(['game', 'source_id', 'created_at'])
      .where('user_id', '=', userId)
      .where('source', '=', source)
      .execute();
    return new Map(rows.map((r) => [`${r.game}:${r.source_id}`, Number(r.created_at)]));
  },
};
