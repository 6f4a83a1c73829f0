import { BodyCode } from '@app/shared';
import type { Comment, ReportReason } from '@app/shared/posts/post-contracts';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { commentRepository as comments } from './comment.repository';
import { hotScore } from './hot-score';
import { type PostRow, postRepository as posts } from './post.repository';
import { readIdCursor } from './post-cursor';
import { commentOf } from './post-views';
import type { PostsPorts } from './posts.ports';
import type { PostsService } from './posts.service';

/** Comments one player may write per minute (a spam brake; 1345 with retry_after past it). */
export const COMMENTS_PER_MINUTE = 10;
/** A notice's parameter values are at most 200 characters (messages' ZNoticeParams). */
const NOTICE_TEXT_MAX = 120;

/**
 * Community interaction (issue 18 item 3): likes (once per player and post, by the primary key),
 * comments, and reports into the operators' approvals queue. Counts move in the same statement as
 * the like or comment row's transaction, and the post's hot score with them; the author's 'social'
 * notice is written in that transaction too (a rolled-back like tells no one).
 */
export class InteractionsService {
  constructor(
    private readonly db: Db,
    private readonly ports: PostsPorts,
    private readonly postsService: PostsService,
    private readonly now: () => number,
  ) {}

  async like(userId: number, postId: string, like: boolean): Promise<{ liked: boolean; like_count: number }> {
    const liker = await this.ports.profiles.currentOf(userId);
    return writeTransaction(this.db, async (trx) => {
      const post = await visiblePost(trx, postId);
      const changed = like
        ? await posts.addLike(trx, post.id, userId, this.now())
        : await posts.removeLike(trx, post.id, userId);
      if (!changed) return { liked: like, like_count: Number(post.like_count) };
      const counted = await this.recount(trx, post.id, like ? 1 : -1, 0);
      if (like && post.user_id !== userId) {
        // Once per liker and post: unliking and liking again tells the author nothing new.
        await this.ports.notify(
          trx,
          post.user_id,
          { subject: 'post_like', post_id: String(post.id), title: clip(post.title), by: liker?.username ?? '' },
          `post-like:${post.id}:${userId}`,
        );
      }
      return { liked: like, like_count: Number(counted.like_count) };
    });
  }

  async list(postId: string, cursor: string | undefined, limit: number, viewerId: number | undefined) {
    const post = await posts.visible(this.db, Number(postId));
    if (!post) throw new ApiError(BodyCode.POST_NOT_FOUND);
    const rows = await comments.page(this.db, post.id, readIdCursor(cursor), limit + 1);
    const list = rows.slice(0, limit);
    const authors = await this.ports.profiles.byXids(list.map((r) => r.profile_xid));
    const last = list.at(-1);
    return {
      list: list.map((row) => commentOf(row, authors.get(row.profile_xid), viewerId)),
      next_cursor: rows.length > limit && last ? String(last.id) : null,
    };
  }

  async add(userId: number, postId: string, text: string): Promise<Comment> {
    const profile = await this.ports.profiles.currentOf(userId);
    if (!profile) throw new ApiError(BodyCode.POST_NEEDS_PROFILE);
    await this.postsService.spend(`post:comment:${userId}`, 60_000, COMMENTS_PER_MINUTE, BodyCode.COMMENT_RATE_LIMITED);
    const row = await writeTransaction(this.db, async (trx) => {
      const post = await visiblePost(trx, postId);
      const comment = await comments.insert(trx, {
        post_id: post.id,
        user_id: userId,
        profile_xid: profile.xid,
        text,
        hidden_at: null,
        created_at: this.now(),
      });
      await this.recount(trx, post.id, 0, 1);
      if (post.user_id !== userId) {
        await this.ports.notify(
          trx,
          post.user_id,
          {
            subject: 'post_comment',
            post_id: String(post.id),
            title: clip(post.title),
            by: profile.username,
            text: clip(text),
          },
          `post-comment:${comment.id}`,
        );
      }
      return comment;
    });
    return commentOf(row, profile, userId);
  }

  async remove(userId: number, commentId: string): Promise<{ deleted: boolean }> {
    await writeTransaction(this.db, async (trx) => {
      const comment = await comments.visible(trx, Number(commentId));
      if (!comment) throw new ApiError(BodyCode.COMMENT_NOT_FOUND);
      if (comment.user_id !== userId) throw new ApiError(BodyCode.POST_NOT_YOURS);
      await comments.remove(trx, comment.id);
      await this.recount(trx, comment.post_id, 0, -1);
    });
    return { deleted: true };
  }

  /** A report joins the approvals queue once per reporter and target (1346 for a second one). */
  async report(
    userId: number,
    input: { target: 'post' | 'comment'; id: string; reason: ReportReason; note: string },
  ): Promise<{ reported: boolean }> {
    await writeTransaction(this.db, async (trx) => {
      const { postId, excerpt } = await reportedText(trx, input.target, input.id);
      const reportId = await comments.insertReport(trx, {
        target: input.target,
        target_id: Number(input.id),
        reporter_id: userId,
        reason: input.reason,
        approval_id: null,
        created_at: this.now(),
      });
      if (reportId === undefined) throw new ApiError(BodyCode.POST_ALREADY_REPORTED);
      const approvalId = await this.ports.report(trx, userId, {
        target: input.target,
        id: input.id,
        post_id: String(postId),
        reason: input.reason,
        note: input.note,
        excerpt,
      });
      await comments.setReportApproval(trx, reportId, approvalId);
    });
    return { reported: true };
  }

  /** The operators upheld a report on a comment: it is hidden and no longer counted. */
  async hideComment(trx: DbOrTrx, commentId: number, at: number): Promise<void> {
    const comment = await comments.visible(trx, commentId);
    if (!comment || !(await comments.hide(trx, commentId, at))) return;
    await this.recount(trx, comment.post_id, 0, -1);
  }

  /** Moves the counts in one statement, then the hot score from the counts that statement answered. */
  private async recount(trx: DbOrTrx, postId: number, likes: number, commentsDelta: number): Promise<PostRow> {
    const row = await posts.addCounts(trx, postId, likes, commentsDelta);
    const hot = hotScore(Number(row.created_at), Number(row.like_count), Number(row.comment_count));
    return posts.update(trx, postId, { hot });
  }
}

async function visiblePost(trx: DbOrTrx, postId: string): Promise<PostRow> {
  const post = await posts.visible(trx, Number(postId));
  if (!post) throw new ApiError(BodyCode.POST_NOT_FOUND);
  return post;
}

async function reportedText(trx: DbOrTrx, target: 'post' | 'comment', id: string) {
  if (target === 'post') {
    const post = await visiblePost(trx, id);
    return { postId: post.id, excerpt: clip(`${post.title} ${post.excerpt}`) };
  }
  const comment = await comments.visible(trx, Number(id));
  if (!comment) throw new ApiError(BodyCode.COMMENT_NOT_FOUND);
  return { postId: comment.post_id, excerpt: clip(comment.text) };
}

function clip(text: string): string {
  return text.length > NOTICE_TEXT_MAX ? `${text.slice(0, NOTICE_TEXT_MAX - 1)}…` : text;
}
