import type { DbOrTrx } from '../../db/types';

export type SessionStage = 'enrol' | 'totp' | 'active';

export interface OpsSessionRow {
  id: number;
  operatorId: number;
  stage: SessionStage;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
}

/** SQL of ops_session. */
export const opsSessionRepository = {
  async insert(
    db: DbOrTrx,
    s: { operatorId: number; tokenHash: string; stage: SessionStage; now: number; expiresAt: number; ip: string },
  ): Promise<number> {
    const row = await db
      .insertInto('ops_session')
      .values({
        operator_id: s.operatorId,
        token_hash: s.tokenHash,
        stage: s.stage,
        created_at: s.now,
        last_used_at: s.now,
        expires_at: s.expiresAt,
        ended_at: null,
        ip: s.ip.slice(0, 64),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** The session of this token if it has not ended, run out or sat idle since `idleSince`. */
  async findLive(db: DbOrTrx, tokenHash: string, now: number, idleSince: number): Promise<OpsSessionRow | undefined> {
    const row = await db
      .selectFrom('ops_session')
      .select(['id', 'operator_id', 'stage', 'created_at', 'last_used_at', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now)
      .where('last_used_at', '>', idleSince)
      .executeTakeFirst();
    return (
      row && {
        id: Number(row.id),
        operatorId: Number(row.operator_id),
        stage: row.stage as SessionStage,
        createdAt: Number(row.created_at),
        lastUsedAt: Number(row.last_used_at),
        expiresAt: Number(row.expires_at),
      }
    );
  },

  async touch(db: DbOrTrx, id: number, now: number): Promise<void> {
    await db.updateTable('ops_session').set({ last_used_at: now }).where('id', '=', id).execute();
  },

  async end(db: DbOrTrx, id: number, now: number): Promise<void> {
    await db
      .updateTable('ops_session')
      .set({ ended_at: now })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
  },

  async endAllOf(db: DbOrTrx, operatorId: number, now: number): Promise<void> {
    await db
      .updateTable('ops_session')
      .set({ ended_at: now })
      .where('operator_id', '=', operatorId)
      .where('ended_at', 'is', null)
      .execute();
  },
};
