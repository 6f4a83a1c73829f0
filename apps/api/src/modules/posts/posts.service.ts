import { BodyCode } from '@app/shared';
import {
  type LibraryCategory,
  POST_TOTAL_TEXT_MAX,
  type Post,
  type PostBlock,
  type PostImage,
  type PostPage,
  postTextLength,
} from '@app/shared/posts/post-contracts';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { hotScore } from './hot-score';
import { type PostRow, postRepository as repo } from './post.repository';
import { feedCursor, readFeedCursor, readIdCursor } from './post-cursor';
import { checkPostMedia } from './post-media';
import { cardOf, excerptOf, postOf, searchBodyOf } from './post-views';
import type { PostsPorts } from './posts.ports';

/** Posts one player may write per hour (a spam brake; comments have their own, per minute). */
export const POSTS_PER_HOUR = 20;

interface PostInput {
  title: string;
  cover: PostImage | null;
  blocks: PostBlock[];
}

/**
 * Posts (issue 18 item 3, modules/posts/README.md): written by the player's current profile, edited and
 * deleted by their author only, read by anyone. Every text is kept exactly as accepted. The search
 * index is written in the same transaction as the post, so it never shows a post that is not there.
 */
export class PostsService {
  private readonly hosts: ReadonlySet<string>;

  constructor(
    private readonly db: Db,
    private readonly ports: PostsPorts,
    mediaHosts: readonly string[],
    private readonly now: () => number,
  ) {
    this.hosts = new Set(mediaHosts);
  }

  async create(userId: number, input: PostInput): Promise<Post> {
    const profile = await this.ports.profiles.currentOf(userId);
    if (!profile) throw new ApiError(BodyCode.POST_NEEDS_PROFILE);
    await this.spend(`post:create:${userId}`, 3_600_000, POSTS_PER_HOUR, BodyCode.POST_RATE_LIMITED);
    const row = await writeTransaction(this.db, async (trx) => {
      await checkPostMedia(trx, this.ports.images, this.hosts, userId, input.cover, input.blocks);
      const now = this.now();
      const created = await repo.insert(trx, {
        profile_xid: profile.xid,
        user_id: userId,
        title: input.title,
        cover_json: input.cover ? JSON.stringify(input.cover) : null,
        blocks_json: JSON.stringify(input.blocks),
        excerpt: excerptOf(input.blocks),
        section: 'community',
        category: null,
        like_count: 0,
        comment_count: 0,
        hot: hotScore(now, 0, 0),
        hidden_at: null,
        created_at: now,
        updated_at: now,
      });
      await this.index(trx, created);
      return created;
    });
    return postOf(row, profile, { userId, liked: new Set() });
  }

  async update(
    userId: number,
    input: { post_id: string; title?: string; cover?: PostImage | null; blocks?: PostBlock[] },
  ): Promise<Post> {
    const row = await writeTransaction(this.db, async (trx) => {
      const post = await this.ownPost(trx, userId, input.post_id);
      const title = input.title ?? post.title;
      const blocks = input.blocks ?? (JSON.parse(post.blocks_json) as PostBlock[]);
      // The contract checks a create's total; an edit's total depends on what it keeps.
      if (postTextLength(title, blocks) > POST_TOTAL_TEXT_MAX) {
        throw new ApiError(BodyCode.POST_TOO_LONG, undefined, { max: POST_TOTAL_TEXT_MAX });
      }
      await checkPostMedia(trx, this.ports.images, this.hosts, userId, input.cover, input.blocks ?? []);
      const updated = await repo.update(trx, post.id, {
        title,
        blocks_json: JSON.stringify(blocks),
        excerpt: excerptOf(blocks),
        ...(input.cover !== undefined ? { cover_json: input.cover ? JSON.stringify(input.cover) : null } : {}),
        updated_at: this.now(),
      });
      await this.index(trx, updated);
      return updated;
    });
    return this.detail(String(row.id), userId);
  }

  async remove(userId: number, postId: string): Promise<{ deleted: boolean }> {
    await writeTransaction(this.db, async (trx) => {
      const post = await this.ownPost(trx, userId, postId);
      await repo.remove(trx, post.id);
      await this.ports.search.remove(trx, 'post', String(post.id));
    });
    return { deleted: true };
  }

  /** One visible post (hidden or deleted: 1340); signed out too. */
  async detail(postId: string, viewerId: number | undefined): Promise<Post> {
    const row = await repo.visible(this.db, Number(postId));
    if (!row) throw new ApiError(BodyCode.POST_NOT_FOUND);
    const [authors, liked] = await Promise.all([
      this.ports.profiles.byXids([row.profile_xid]),
      viewerId === undefined ? new Set<number>() : repo.likedOf(this.db, viewerId, [row.id]),
    ]);
    return postOf(row, authors.get(row.profile_xid), { userId: viewerId, liked });
  }

  /** The recommend feed (community recommend): by the stored hot score, keyset pages. */
  async feed(cursor: string | undefined, limit: number, viewerId: number | undefined): Promise<PostPage> {
    const rows = await repo.feed(this.db, readFeedCursor(cursor), limit + 1);
    return this.page(rows, limit, viewerId, (last) => feedCursor(Number(last.hot), last.id));
  }

  async byProfile(xid: string, cursor: string | undefined, limit: number, viewerId: number | undefined) {
    const rows = await repo.byProfile(this.db, xid, readIdCursor(cursor), limit + 1);
    return this.page(rows, limit, viewerId, (last) => String(last.id));
  }

  async library(category: LibraryCategory | undefined, cursor: string | undefined, limit: number, viewerId?: number) {
    const rows = await repo.library(this.db, category, readIdCursor(cursor), limit + 1);
    return this.page(rows, limit, viewerId, (last) => String(last.id));
  }

  /**
   * An operator puts a post on a library shelf, or back in the community (null); `audit` records it in
   * the same transaction (the console's audit log).
   */
  async setLibrary(
    postId: string,
    category: LibraryCategory | null,
    audit: (trx: DbOrTrx, before: unknown, after: unknown) => Promise<void>,
  ): Promise<Post> {
    await writeTransaction(this.db, async (trx) => {
      const post = await repo.visible(trx, Number(postId));
      if (!post) throw new ApiError(BodyCode.POST_NOT_FOUND);
      const section = category ? 'library' : 'community';
      const moved = await repo.update(trx, post.id, { section, category });
      await this.index(trx, moved);
      await audit(trx, { section: post.section, category: post.category }, { section, category });
    });
    return this.detail(postId, undefined);
  }

  /** The operators upheld a report: the post leaves every list, the search index and its page. */
  async hide(trx: DbOrTrx, postId: number, at: number): Promise<void> {
    const post = await repo.visible(trx, postId);
    if (!post) return;
    await repo.update(trx, postId, { hidden_at: at });
    await this.ports.search.remove(trx, 'post', String(postId));
  }

  /** Counts one write against a player's window; past `max` nothing is stored. */
  async spend(key: string, windowMs: number, max: number, code: BodyCode): Promise<void> {
    const now = this.now();
    const used = await this.ports.counters.hit(key, windowMs, now);
    if (used.count > max) {
      throw new ApiError(code, undefined, { retry_after: Math.max(1, Math.ceil((used.resetAt - now) / 1000)) });
    }
  }

  private async page(
    rows: PostRow[],
    limit: number,
    viewerId: number | undefined,
    cursorOf: (last: PostRow) => string,
  ) {
    const list = rows.slice(0, limit);
    const [authors, liked] = await Promise.all([
      this.ports.profiles.byXids(list.map((r) => r.profile_xid)),
      viewerId === undefined
        ? new Set<number>()
        : repo.likedOf(
            this.db,
            viewerId,
            list.map((r) => r.id),
          ),
    ]);
    const last = list.at(-1);
    return {
      list: list.map((row) => cardOf(row, authors.get(row.profile_xid), { userId: viewerId, liked })),
      next_cursor: rows.length > limit && last ? cursorOf(last) : null,
    };
  }

  private async ownPost(trx: DbOrTrx, userId: number, postId: string): Promise<PostRow> {
    const post = await repo.visible(trx, Number(postId));
    if (!post) throw new ApiError(BodyCode.POST_NOT_FOUND);
    if (post.user_id !== userId) throw new ApiError(BodyCode.POST_NOT_YOURS);
    return post;
  }

  private index(trx: DbOrTrx, post: PostRow): Promise<void> {
    const blocks = JSON.parse(post.blocks_json) as PostBlock[];
    const cover = post.cover_json ? (JSON.parse(post.cover_json) as PostImage).url : '';
    return this.ports.search.put(trx, {
      kind: 'post',
      ref: String(post.id),
      title: post.title,
      body: searchBodyOf(blocks),
      path: `/posts/${post.id}`,
      image: cover,
    });
  }
}
