import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { AgentApplicationTable } from './agents.tables';

export type ApplicationRow = Selectable<AgentApplicationTable>;

/** The agent_application and agent tables. */
export const agentsRepository = {
  /** Inserts a pending application; a second open one of the player is a unique violation (index one_open). */
  async insertApplication(
    db: DbOrTrx,
    a: { userId: number; name: string; channel: string; expectedPlayers: number; note: string; at: number },
  ): Promise<number> {
    const row = await db
      .insertInto('agent_application')
      .values({
        user_id: a.userId,
        status: 'pending',
        name: a.name,
        channel: a.channel,
        expected_players: a.expectedPlayers,
        note: a.note,
        reason: '',
        created_at: a.at,
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async application(db: DbOrTrx, id: number): Promise<ApplicationRow | undefined> {
    return db.selectFrom('agent_application').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async latestApplication(db: DbOrTrx, userId: number): Promise<ApplicationRow | undefined> {
    return db
      .selectFrom('agent_application')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** Moves a pending application to its decision; false when it was no longer pending. */
  async decide(db: DbOrTrx, id: number, status: 'approved' | 'rejected', reason: string, at: number): Promise<boolean> {
    const result = await db
      .updateTable('agent_application')
      .set({ status, reason, decided_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async insertAgent(
    db: DbOrTrx,
    a: { userId: number; parentId: number | null; applicationId: number; at: number },
  ): Promise<void> {
    await db
      .insertInto('agent')
      .values({ user_id: a.userId, parent_id: a.parentId, application_id: a.applicationId, approved_at: a.at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  },

  async agent(db: DbOrTrx, userId: number) {
    const row = await db.selectFrom('agent').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row
      ? {
          userId: Number(row.user_id),
          parentId: row.parent_id === null ? null : Number(row.parent_id),
          approvedAt: Number(row.approved_at),
        }
      : undefined;
  },

  /** Every agent (the daily commission walks them in id order, so a rerun meets them in the same order). */
  async allAgents(db: DbOrTrx) {
    const rows = await db.selectFrom('agent').select(['user_id', 'parent_id']).orderBy('user_id').execute();
    return rows.map((r) => ({
      userId: Number(r.user_id),
      parentId: r.parent_id === null ? null : Number(r.parent_id),
    }));
  },

  async subAgents(db: DbOrTrx, parentId: number) {
    const rows = await db
      .selectFrom('agent')
      .select(['user_id', 'approved_at'])
      .where('parent_id', '=', parentId)
      .orderBy('approved_at')
      .orderBy('user_id')
      .execute();
    return rows.map((r) => ({ userId: Number(r.user_id), since: Number(r.approved_at) }));
  },
};
