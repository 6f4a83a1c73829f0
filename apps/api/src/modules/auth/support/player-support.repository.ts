import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db/types';

const SUMMARY_COLUMNS = [
  'u.id',
  'u.username',
  'u.first_name',
  'u.last_name',
  'u.phone',
  'u.login_type',
  'u.abnormal',
  'u.created_at',
  'u.language_code',
  'u.invite_code',
  'u.referrer_id',
] as const;

/** Ids are 32-bit (serial on PostgreSQL): a longer number is a phone, never an id. */
const MAX_ROW_ID = 2_147_483_647;

/** LIKE's own characters in `text` escaped (with "\"), so that a search for "a_b" means "a_b". */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(db: DbOrTrx, q: string) {
  const lower = q.toLowerCase();
  const digits = /^\+?\d{1,19}$/.test(q) ? q.replace('+', '') : undefined;
  return db.selectFrom('app_user as u').where((eb) =>
    eb.or([
      ...(digits !== undefined && Number(digits) <= MAX_ROW_ID ? [eb('u.id', '=', Number(digits))] : []),
      ...(digits !== undefined ? [eb('u.phone', 'in', [`+${digits}`, digits])] : []),
      eb(sql`lower(u.username)`, '=', lower),
      eb(sql`lower(u.username)`, 'like', sql<string>`${`${likeEscaped(lower)}%`} escape '\\'`),
      eb(
        'u.id',
        'in',
        db
          .selectFrom('user_identity')
          .select('user_id')
          .where((i) => i.or([i('subject', '=', q), i('account_name', '=', q)])),
      ),
    ]),
  );
}

/**
 * SQL of the operator console's player support (issue 11) over auth's own tables: search, a player's
 * identities and sessions, the abnormal flag, ending sessions, and the daily sign-up and activity
 * counts of the dashboard.
 */
export const playerSupportRepository = {
  async search(db: DbOrTrx, q: string, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      matching(db, q).select(SUMMARY_COLUMNS).orderBy('u.id').limit(limit).offset(offset).execute(),
      matching(db, q)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(userRow), total: Number(count.n) };
  },

  async user(db: DbOrTrx, userId: number) {
    const row = await db
      .selectFrom('app_user as u')
      .select(SUMMARY_COLUMNS)
      .where('u.id', '=', userId)
      .executeTakeFirst();
    return row && userRow(row);
  },

  async identities(db: DbOrTrx, userId: number) {
    const rows = await db
      .selectFrom('user_identity')
      .select(['provider', 'subject', 'account_name', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
  },

  async sessions(db: DbOrTrx, userId: number, limit: number) {
    const rows = await db
      .selectFrom('user_session')
      .select(['id', 'login_type', 'platform', 'device_id', 'ip', 'created_at', 'last_used_at', 'ended_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      created_at: Number(r.created_at),
      last_used_at: Number(r.last_used_at),
      ended_at: r.ended_at === null ? null : Number(r.ended_at),
    }));
  },

  /** Ends the user's open sessions (one when `sessionId` is given); answers how many it ended. */
  async endSessions(db: DbOrTrx, userId: number, sessionId: number | undefined, now: number): Promise<number> {
    let q = db
      .updateTable('user_session')
      .set({ ended_at: now })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null);
    if (sessionId !== undefined) q = q.where('id', '=', sessionId);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  async setAbnormal(db: DbOrTrx, userId: number, abnormal: boolean): Promise<void> {
    await db
      .updateTable('app_user')
      .set({ abnormal: abnormal ? 1 : 0 })
      .where('id', '=', userId)
      .execute();
  },

  /** Users created per UTC day (days since 1970-01-01), from `fromMs` (inclusive) to `toMs` (exclusive). */
  async signupsPerDay(db: DbOrTrx, fromMs: number, toMs: number) {
    const day = sql<number>`created_at / ${sql.lit(86_400_000)}`;
    const rows = await db
      .selectFrom('app_user')
      .select([day.as('day'), (eb) => eb.fn.countAll<string>().as('n')])
      .where('created_at', '>=', fromMs)
      .where('created_at', '<', toMs)
      // System accounts (the official guides' author, posts.seed.ts) are written, not signed up.
      .where('login_type', '!=', 'system')
      .groupBy(day)
      .execute();
    return rows.map((r) => ({ day: Number(r.day), count: Number(r.n) }));
  },

  /**
   * Distinct users with a session seen per UTC day: a session counts on the day it was opened and on
   * the day of its last use (the days between are not recorded, so this is a lower bound).
   */
  async activePerDay(db: DbOrTrx, fromMs: number, toMs: number) {
    const seen = (column: 'created_at' | 'last_used_at') =>
      db
        .selectFrom('user_session')
        .select([sql<number>`${sql.ref(column)} / ${sql.lit(86_400_000)}`.as('day'), 'user_id'])
        .where(column, '>=', fromMs)
        .where(column, '<', toMs);
    const rows = await db
      .selectFrom(seen('created_at').union(seen('last_used_at')).as('s'))
      .select(['s.day', sql<string>`count(distinct s.user_id)`.as('n')])
      .groupBy('s.day')
      .execute();
    return rows.map((r) => ({ day: Number(r.day), count: Number(r.n) }));
  },
};

type RawSummary = {
  id: unknown;
  username: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  login_type: string;
  abnormal: unknown;
  created_at: unknown;
  language_code: string;
  invite_code: string;
  referrer_id: unknown;
};

function userRow(r: RawSummary) {
  return {
    ...r,
    id: Number(r.id),
    abnormal: Number(r.abnormal) === 1,
    created_at: Number(r.created_at),
    referrer_id: r.referrer_id === null ? null : Number(r.referrer_id),
  };
}
export type PlayerRow = ReturnType<typeof userRow>;
