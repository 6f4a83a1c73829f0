import { type Selectable, sql } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { CasinoGameTable } from './casino.tables';

export type GameRow = Selectable<CasinoGameTable>;

/** Which enabled games a list call wants; all optional. */
export interface GameFilter {
  category?: string;
  provider?: string;
  /** Already folded (game-names.ts foldForSearch). */
  folded?: string;
}

/** LIKE's own characters in a keyword match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function enabledGames(db: DbOrTrx, filter: GameFilter) {
  let query = db.selectFrom('casino_game').where('disabled', '=', 0);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.provider) query = query.where('provider_id', '=', filter.provider);
  if (filter.folded)
    // SQLite has no default LIKE escape character; both databases take an explicit one.
    query = query.where(sql<boolean>`search_text like ${`%${likeLiteral(filter.folded)}%`} escape '\\'`);
  return query;
}

/** SQL of the games catalogue. */
export const casinoRepository = {
  async page(db: DbOrTrx, filter: GameFilter, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      enabledGames(db, filter).selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
      enabledGames(db, filter)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** Every game, disabled ones too (the operators' editor). */
  async all(db: DbOrTrx, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      db.selectFrom('casino_game').selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
      db
        .selectFrom('casino_game')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  byId(db: DbOrTrx, id: string): Promise<GameRow | undefined> {
    return db.selectFrom('casino_game').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async enabledCountByProvider(db: DbOrTrx): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('casino_game')
      .select(['provider_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('disabled', '=', 0)
      .groupBy('provider_id')
      .execute();
    return new Map(rows.map((r) => [r.provider_id, Number(r.n)]));
  },

  insert(db: DbOrTrx, row: Omit<GameRow, 'disabled'>) {
    return db.insertInto('casino_game').values(row).execute();
  },

  update(db: DbOrTrx, id: string, values: Partial<Omit<GameRow, 'id' | 'created_at'>>) {
    return db.updateTable('casino_game').set(values).where('id', '=', id).execute();
  },

  /** Records a start: one row per user and game, its time moved to now. */
  async recordStart(db: DbOrTrx, userId: number, gameId: string, now: number) {
    await db
      .insertInto('casino_game_start')
      .values({ user_id: userId, game_id: gameId, started_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'game_id']).doUpdateSet({ started_at: now }))
      .execute();
  },

  /** The user's started games that players may still see, newest first. */
  recentStarts(db: DbOrTrx, userId: number, limit: number): Promise<GameRow[]> {
    return db
      .selectFrom('casino_game_start as s')
      .innerJoin('casino_game as g', 'g.id', 's.game_id')
      .selectAll('g')
      .where('s.user_id', '=', userId)
      .where('g.disabled', '=', 0)
      .orderBy('s.started_at', 'desc')
      .orderBy('g.id')
      .limit(limit)
      .execute();
  },
};
