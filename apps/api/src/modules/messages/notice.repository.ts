import type { DbOrTrx } from '../../db/types';

export interface NoticeRow {
  id: number;
  user_id: number;
  kind: string;
  params_json: string;
  created_at: number;
  read_at: number | null;
}

const COLUMNS = ['id', 'user_id', 'kind', 'params_json', 'created_at', 'read_at'] as const;
const noticeOf = (r: Record<(typeof COLUMNS)[number], unknown>): NoticeRow => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  kind: String(r.kind),
  params_json: String(r.params_json),
  created_at: Number(r.created_at),
  read_at: r.read_at === null ? null : Number(r.read_at),
});

/** System notices: SQL only. */
export const noticeRepository = {
  /** Adds a notice; with a dedupe key, a second one of the same key and player is dropped (answers undefined). */
  async insert(
    trx: DbOrTrx,
    n: { userId: number; kind: string; paramsJson: string; dedupeKey: string | null; now: number },
  ): Promise<NoticeRow | undefined> {
    const row = await trx
      .insertInto('message_notice')
      .values({
        user_id: n.userId,
        kind: n.kind,
        params_json: n.paramsJson,
        dedupe_key: n.dedupeKey,
        created_at: n.now,
      })
      .onConflict((c) => c.columns(['user_id', 'dedupe_key']).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    return row && noticeOf(row);
  },

  async page(db: DbOrTrx, userId: number, before: number | undefined, limit: number): Promise<NoticeRow[]> {
    let query = db.selectFrom('message_notice').select(COLUMNS).where('user_id', '=', userId);
    if (before !== undefined) query = query.where('id', '<', before);
    return (await query.orderBy('id', 'desc').limit(limit).execute()).map(noticeOf);
  },

  async markAllRead(trx: DbOrTrx, userId: number, now: number): Promise<void> {
    await trx
      .updateTable('message_notice')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  },

  async unreadCount(db: DbOrTrx, userId: number): Promise<number> {
    const row = await db
      .selectFrom('message_notice')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
