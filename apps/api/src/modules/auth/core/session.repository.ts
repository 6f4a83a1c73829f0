import { compiledQuery } from '../../../db/compiled-query';
import type { DbOrTrx } from '../../../db/types';

export interface NewSession {
  user_id: number;
  token_hash: string;
  login_type: string;
  platform: string;
  device_id: string;
  ip: string;
  now: number;
}

/** A live session with what a signed-in request checks of its user. */
export interface LiveSession {
  id: number;
  userId: number;
  loginType: string;
  lastUsedAt: number;
  verifiedAt: number;
  abnormal: boolean;
  phone: string | null;
}

/** Every signed-in request runs this (plugins/auth.ts), so it is built and compiled once. */
const findLiveSession = compiledQuery((db, v: { userId: number; tokenHash: string; idleSince: number }) =>
  db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.login_type', 's.last_used_at', 's.verified_at', 'u.abnormal', 'u.phone'])
    .where('s.token_hash', '=', v.tokenHash)
    .where('s.user_id', '=', v.userId)
    .where('s.ended_at', 'is', null)
    .where('s.last_used_at', '>', v.idleSince),
);

type LiveSessionRow = Awaited<ReturnType<typeof findLiveSession>>[number];

function liveSessionOf(row: LiveSessionRow): LiveSession {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    loginType: row.login_type,
    lastUsedAt: Number(row.last_used_at),
    verifiedAt: Number(row.verified_at),
    abnormal: Number(row.abnormal) === 1,
    phone: row.phone,
  };
}

/** SQL of user_session. Timestamps are unix ms (BIGINT: Number() on the way out). */
export const sessionRepository = {
  async insert(db: DbOrTrx, s: NewSession): Promise<number> {
    const row = await db
      .insertInto('user_session')
      .values({
        user_id: s.user_id,
        token_hash: s.token_hash,
        login_type: s.login_type,
        platform: s.platform,
        device_id: s.device_id,
        ip: s.ip,
        created_at: s.now,
        last_used_at: s.now,
        verified_at: s.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** The live session of this key for this user, with the user's abnormal flag; idle ones are not live. */
  async findLive(db: DbOrTrx, userId: number, tokenHash: string, idleSince: number): Promise<LiveSession | undefined> {
    const [row] = await findLiveSession(db, { userId, tokenHash, idleSince });
    return row && liveSessionOf(row);
  },

  /**
   * The sessions of these keys that have not ended, idle or not, with their users' abnormal flag: many
   * requests' lookups in one query (session-lookups.ts checks each one's user and idleness).
   */
  async findUnended(db: DbOrTrx, tokenHashes: readonly string[]): Promise<(LiveSession & { tokenHash: string })[]> {
    const rows = await db
      .selectFrom('user_session as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 's.login_type', 's.last_used_at', 's.verified_at', 'u.abnormal', 'u.phone'])
      .select('s.token_hash')
      .where('s.token_hash', 'in', tokenHashes)
      .where('s.ended_at', 'is', null)
      .execute();
    return rows.map((row) => ({ ...liveSessionOf(row), tokenHash: row.token_hash }));
  },

  async touch(db: DbOrTrx, id: number, now: number): Promise<void> {
    await db.updateTable('user_session').set({ last_used_at: now }).where('id', '=', id).execute();
  },

  /** Ends a live session of this user; returns whether one was ended. */
  async end(db: DbOrTrx, userId: number, id: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('user_session')
      .set({ ended_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Ends every live session of the user (password reset), or all but `exceptId` (phone change). */
  async endAll(db: DbOrTrx, userId: number, now: number, exceptId?: number): Promise<void> {
    let query = db
      .updateTable('user_session')
      .set({ ended_at: now })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    await query.execute();
  },

  async listLive(db: DbOrTrx, userId: number, idleSince: number) {
    const rows = await db
      .selectFrom('user_session')
      .select(['id', 'login_type', 'platform', 'device_id', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .where('last_used_at', '>', idleSince)
      .orderBy('last_used_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      created_at: Number(r.created_at),
      last_used_at: Number(r.last_used_at),
    }));
  },
};
