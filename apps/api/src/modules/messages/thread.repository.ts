import { type ExpressionBuilder, sql } from 'kysely';
import type { DB, DbOrTrx } from '../../db/types';

export interface ThreadRow {
  id: number;
  user_low: number;
  user_high: number;
  low_read_id: number;
  high_read_id: number;
  last_message_id: number | null;
  updated_at: number;
}

export interface MessageRow {
  id: number;
  thread_id: number;
  sender_id: number;
  body: string;
  created_at: number;
}

const THREAD_COLUMNS = [
  'id',
  'user_low',
  'user_high',
  'low_read_id',
  'high_read_id',
  'last_message_id',
  'updated_at',
] as const;

// PostgreSQL hands BIGINT back as text: every number is converted here, once.
const threadOf = (r: Record<(typeof THREAD_COLUMNS)[number], unknown>): ThreadRow => ({
  id: Number(r.id),
  user_low: Number(r.user_low),
  user_high: Number(r.user_high),
  low_read_id: Number(r.low_read_id),
  high_read_id: Number(r.high_read_id),
  last_message_id: r.last_message_id === null ? null : Number(r.last_message_id),
  updated_at: Number(r.updated_at),
});

const messageOf = (r: { id: unknown; thread_id: unknown; sender_id: unknown; body: string; created_at: unknown }) => ({
  id: Number(r.id),
  thread_id: Number(r.thread_id),
  sender_id: Number(r.sender_id),
  body: r.body,
  created_at: Number(r.created_at),
});

/** The pair's key: the smaller id first, so a pair has one thread whoever writes first. */
export const pairOf = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });

/**
 * The peer's messages after `me`'s read mark in thread `t` (one condition for either side of the pair):
 * the unread counts of the thread list and of the badge are both this.
 */
function unreadFor(eb: ExpressionBuilder<DB, 'chat_message' | 'message_thread'>, me: number) {
  return eb.or([
    eb.and([
      eb('message_thread.user_low', '=', me),
      eb('chat_message.sender_id', '=', eb.ref('message_thread.user_high')),
      eb('chat_message.id', '>', eb.ref('message_thread.low_read_id')),
    ]),
    eb.and([
      eb('message_thread.user_high', '=', me),
      eb('chat_message.sender_id', '=', eb.ref('message_thread.user_low')),
      eb('chat_message.id', '>', eb.ref('message_thread.high_read_id')),
    ]),
  ]);
}

/** Threads and chat messages: SQL only. */
export const threadRepository = {
  async byId(db: DbOrTrx, id: number): Promise<ThreadRow | undefined> {
    const row = await db.selectFrom('message_thread').select(THREAD_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && threadOf(row);
  },

  /** The pair's thread, made if it is the first message (one row per pair: the unique pair key). */
  async ensure(trx: DbOrTrx, a: number, b: number, now: number): Promise<ThreadRow> {
    const { low, high } = pairOf(a, b);
    await trx
      .insertInto('message_thread')
      .values({ user_low: low, user_high: high, updated_at: now, created_at: now })
      .onConflict((c) => c.columns(['user_low', 'user_high']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('message_thread')
      .select(THREAD_COLUMNS)
      .where('user_low', '=', low)
      .where('user_high', '=', high)
      .executeTakeFirstOrThrow();
    return threadOf(row);
  },

  /** Adds a message and makes it the thread's last; the sender has read their own thread up to it. */
  async append(trx: DbOrTrx, thread: ThreadRow, senderId: number, body: string, now: number): Promise<MessageRow> {
    const row = await trx
      .insertInto('chat_message')
      .values({ thread_id: thread.id, sender_id: senderId, body, created_at: now })
      .returning(['id', 'thread_id', 'sender_id', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
    const message = messageOf(row);
    const readColumn = senderId === thread.user_low ? 'low_read_id' : 'high_read_id';
    await trx
      .updateTable('message_thread')
      .set({ last_message_id: message.id, updated_at: now, [readColumn]: message.id })
      .where('id', '=', thread.id)
      .execute();
    return message;
  },

  /** `me`'s threads, the most recently active first. */
  async listFor(db: DbOrTrx, me: number, limit: number): Promise<ThreadRow[]> {
    const rows = await db
      .selectFrom('message_thread')
      .select(THREAD_COLUMNS)
      .where((eb) => eb.or([eb('user_low', '=', me), eb('user_high', '=', me)]))
      .where('last_message_id', 'is not', null)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(threadOf);
  },

  async messagesByIds(db: DbOrTrx, ids: readonly number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('chat_message')
      .select(['id', 'thread_id', 'sender_id', 'body', 'created_at'])
      .where('id', 'in', [...ids])
      .execute();
    return rows.map(messageOf);
  },

  /** A page of a thread's messages older than `before` (newest first); one more than asked tells if more follow. */
  async page(db: DbOrTrx, threadId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
    let query = db
      .selectFrom('chat_message')
      .select(['id', 'thread_id', 'sender_id', 'body', 'created_at'])
      .where('thread_id', '=', threadId);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.orderBy('id', 'desc').limit(limit).execute();
    return rows.map(messageOf);
  },

  /** `me` has read the thread up to its last message (a mark only moves forward). */
  async markRead(trx: DbOrTrx, thread: ThreadRow, me: number): Promise<void> {
    const upTo = thread.last_message_id ?? 0;
    const column = me === thread.user_low ? 'low_read_id' : 'high_read_id';
    await trx
      .updateTable('message_thread')
      .set({ [column]: upTo })
      .where('id', '=', thread.id)
      .where(column, '<', upTo)
      .execute();
  },

  /** Unread messages per thread of `me` (threads with none are absent). */
  async unreadByThread(db: DbOrTrx, me: number, threadIds: readonly number[]): Promise<Map<number, number>> {
    if (threadIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('chat_message')
      .innerJoin('message_thread', 'message_thread.id', 'chat_message.thread_id')
      .select(['chat_message.thread_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('chat_message.thread_id', 'in', [...threadIds])
      .where((eb) => unreadFor(eb, me))
      .groupBy('chat_message.thread_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.thread_id), Number(r.n)]));
  },

  /** All of `me`'s unread chat messages. */
  async unreadTotal(db: DbOrTrx, me: number): Promise<number> {
    const row = await db
      .selectFrom('chat_message')
      .innerJoin('message_thread', 'message_thread.id', 'chat_message.thread_id')
      .select(sql<string>`count(*)`.as('n'))
      .where((eb) => unreadFor(eb, me))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
