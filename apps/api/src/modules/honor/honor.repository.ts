import type { DbOrTrx } from '../../db/types';

export interface AwardRow {
  badge_id: string;
  tier: number;
  earned_at: number;
}

/** The badge tiers earned by these players, per player. */
export async function awardsOf(db: DbOrTrx, userIds: readonly number[]): Promise<Map<number, AwardRow[]>> {
  const byUser = new Map<number, AwardRow[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('honor_award')
    .select(['user_id', 'badge_id', 'tier', 'earned_at'])
    .where('user_id', 'in', userIds)
    .orderBy('badge_id')
    .orderBy('tier')
    .execute();
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({ badge_id: r.badge_id, tier: Number(r.tier), earned_at: Number(r.earned_at) });
    byUser.set(r.user_id, list);
  }
  return byUser;
}

/**
 * Records a tier once: answers true only for the call that inserted it. The primary key decides
 * between racing evaluations on both databases (SQLite serialises writers; PostgreSQL's ON CONFLICT
 * waits for the other insert and then skips).
 */
export async function insertAward(
  trx: DbOrTrx,
  award: { userId: number; badgeId: string; tier: number; at: number },
): Promise<boolean> {
  const result = await trx
    .insertInto('honor_award')
    .values({ user_id: award.userId, badge_id: award.badgeId, tier: award.tier, earned_at: award.at })
    .onConflict((oc) => oc.columns(['user_id', 'badge_id', 'tier']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function userExists(db: DbOrTrx, userId: number): Promise<boolean> {
  return (await db.selectFrom('app_user').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** The player of a creator profile by its public xid (read like the rules read `profile`), undefined when none. */
export async function profileOwner(db: DbOrTrx, xid: string): Promise<number | undefined> {
  return (await db.selectFrom('profile').select('user_id').where('xid', '=', xid).executeTakeFirst())?.user_id;
}

/** The next players of the rolling pass, by id after `after`. */
export async function usersAfter(db: DbOrTrx, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('app_user')
    .select('id')
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function readCursor(db: DbOrTrx, name: string): Promise<number> {
  const row = await db.selectFrom('honor_cursor').select('cursor').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.cursor) : 0;
}

export async function writeCursor(db: DbOrTrx, name: string, cursor: number, at: number): Promise<void> {
  await db
    .insertInto('honor_cursor')
    .values({ name, cursor, updated_at: at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ cursor, updated_at: at }))
    .execute();
}
