import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { CommentRow } from './post.repository';
import type { PostCommentTable, PostReportTable } from './posts.tables';

/** Comments and reports: SQL only (interactions.service.ts holds the rules). */
export const commentRepository = {
  insert(db: DbOrTrx, row: Insertable<PostCommentTable>): Promise<CommentRow> {
    return db.insertInto('post_comment').values(row).returningAll().executeTakeFirstOrThrow();
  },

  visible(db: DbOrTrx, id: number): Promise<CommentRow | undefined> {
    return db
      .selectFrom('post_comment')
      .selectAll()
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
  },

  /** A post's comments, oldest first (a conversation reads top-down), after the cursor's id. */
  page(db: DbOrTrx, postId: number, after: number | undefined, limit: number): Promise<CommentRow[]> {
    let query = db.selectFrom('post_comment').selectAll().where('post_id', '=', postId).where('hidden_at', 'is', null);
    if (after !== undefined) query = query.where('id', '>', after);
    return query.orderBy('id').limit(limit).execute();
  },

  async remove(db: DbOrTrx, id: number): Promise<void> {
    await db.deleteFrom('post_comment').where('id', '=', id).execute();
  },

  /** Hides a visible comment; answers whether it was visible (a second hide changes nothing). */
  async hide(db: DbOrTrx, id: number, at: number): Promise<boolean> {
    const result = await db
      .updateTable('post_comment')
      .set({ hidden_at: at })
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Answers the new report's id, or undefined when this player already reported this target. */
  async insertReport(db: DbOrTrx, row: Insertable<PostReportTable>): Promise<number | undefined> {
    const inserted = await db
      .insertInto('post_report')
      .values(row)
      .onConflict((oc) => oc.columns(['target', 'target_id', 'reporter_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  },

  async setReportApproval(db: DbOrTrx, reportId: number, approvalId: number): Promise<void> {
    await db.updateTable('post_report').set({ approval_id: approvalId }).where('id', '=', reportId).execute();
  },
};
