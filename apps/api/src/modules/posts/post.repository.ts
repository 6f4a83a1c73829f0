import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { PostCommentTable, PostTable } from './posts.tables';

export type PostRow = Selectable<PostTable>;
export type CommentRow = Selectable<PostCommentTable>;

/** Posts and their likes: SQL only (posts.service.ts and interactions.service.ts hold the rules). */
export const postRepository = {
  insert(db: DbOrTrx, row: Insertable<PostTable>): Promise<PostRow> {
    return db.insertInto('post').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** A post that is not hidden (hidden ones answer like deleted ones). */
  visible(db: DbOrTrx, id: number): Promise<PostRow | undefined> {
    return db.selectFrom('post').selectAll().where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst();
  },

  update(db: DbOrTrx, id: number, patch: Updateable<PostTable>): Promise<PostRow> {
    return db.updateTable('post').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },

  async remove(db: DbOrTrx, id: number): Promise<void> {
    // Likes and comments go with it (ON DELETE CASCADE); reports keep their row for the audit trail.
    await db.deleteFrom('post').where('id', '=', id).execute();
  },

  /** Adds `likes` and `comments` (each -1, 0 or 1) to the counts in one statement: concurrent writers add up. */
  addCounts(db: DbOrTrx, id: number, likes: number, comments: number): Promise<PostRow> {
    return db
      .updateTable('post')
      .set((eb) => ({
        like_count: eb('like_count', '+', likes),
        comment_count: eb('comment_count', '+', comments),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** The recommend feed: community posts by (hot, id) descending, strictly after the cursor. */
  feed(db: DbOrTrx, after: { hot: number; id: number } | undefined, limit: number): Promise<PostRow[]> {
    let query = db.selectFrom('post').selectAll().where('section', '=', 'community').where('hidden_at', 'is', null);
    // A row-value comparison (both databases have them): one range of the (section, hot, id) index.
    if (after) query = query.where((eb) => eb(eb.refTuple('hot', 'id'), '<', eb.tuple(after.hot, after.id)));
    return query.orderBy('hot', 'desc').orderBy('id', 'desc').limit(limit).execute();
  },

  /** A profile's posts (both sections), newest first. */
  byProfile(db: DbOrTrx, xid: string, before: number | undefined, limit: number): Promise<PostRow[]> {
    let query = db.selectFrom('post').selectAll().where('profile_xid', '=', xid).where('hidden_at', 'is', null);
    if (before !== undefined) query = query.where('id', '<', before);
    return query.orderBy('id', 'desc').limit(limit).execute();
  },

  /** The library, newest first; one shelf or all. */
  library(db: DbOrTrx, category: string | undefined, before: number | undefined, limit: number): Promise<PostRow[]> {
    let query = db.selectFrom('post').selectAll().where('section', '=', 'library').where('hidden_at', 'is', null);
    if (category !== undefined) query = query.where('category', '=', category);
    if (before !== undefined) query = query.where('id', '<', before);
    return query.orderBy('id', 'desc').limit(limit).execute();
  },

  /** Which of `postIds` this player likes. */
  async likedOf(db: DbOrTrx, userId: number, postIds: readonly number[]): Promise<Set<number>> {
    if (postIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('post_like')
      .select('post_id')
      .where('user_id', '=', userId)
      .where('post_id', 'in', [...postIds])
      .execute();
    return new Set(rows.map((r) => Number(r.post_id)));
  },

  /** Answers whether a like was added (false: it was there already). */
  async addLike(db: DbOrTrx, postId: number, userId: number, at: number): Promise<boolean> {
    const row = await db
      .insertInto('post_like')
      .values({ post_id: postId, user_id: userId, created_at: at })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .returning('post_id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Answers whether a like was removed (false: there was none). */
  async removeLike(db: DbOrTrx, postId: number, userId: number): Promise<boolean> {
    const result = await db
      .deleteFrom('post_like')
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  async countLikes(db: DbOrTrx, postId: number): Promise<number> {
    const row = await db
      .selectFrom('post_like')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
