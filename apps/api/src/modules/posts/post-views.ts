import {
  type Comment,
  LIBRARY_CATEGORIES,
  type LibraryCategory,
  POST_EXCERPT_MAX,
  type Post,
  type PostAuthor,
  type PostBlock,
  type PostCard,
  type PostImage,
} from '@app/shared/posts/post-contracts';
import type { Profile } from '@app/shared/profiles/profile-contracts';
import type { CommentRow, PostRow } from './post.repository';

/** Spec 5: timestamps the client reads are 10-digit seconds. */
export const seconds = (ms: number | string) => Math.floor(Number(ms) / 1000);

/** A deleted or unknown profile still leaves a readable author line. */
const GONE: PostAuthor = { xid: '', username: '', avatar: null };

export function authorOf(profile: Profile | undefined): PostAuthor {
  return profile ? { xid: profile.xid, username: profile.username, avatar: profile.avatar } : GONE;
}

/** The plain text of a post's blocks, whitespace folded, cut to the excerpt's length (cards, meta description). */
export function excerptOf(blocks: readonly PostBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (block.type === 'list') parts.push(...block.items);
    else if (block.type === 'other') parts.push(block.raw);
    else if (block.type === 'paragraph' || block.type === 'h2' || block.type === 'blockquote') parts.push(block.text);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, POST_EXCERPT_MAX);
}

/** Every text of a post for the search index's body (the title is indexed as the title). */
export function searchBodyOf(blocks: readonly PostBlock[]): string {
  return blocks
    .flatMap((b) =>
      b.type === 'list'
        ? b.items
        : b.type === 'other'
          ? [b.raw]
          : 'text' in b
            ? [b.text]
            : 'alt' in b
              ? [b.alt ?? '']
              : [],
    )
    .join('\n');
}

export interface Viewer {
  userId: number | undefined;
  /** The post ids of the page this reader likes. */
  liked: ReadonlySet<number>;
}

export function cardOf(row: PostRow, author: Profile | undefined, viewer: Viewer): PostCard {
  const category = LIBRARY_CATEGORIES.includes(row.category as LibraryCategory)
    ? (row.category as LibraryCategory)
    : null;
  return {
    id: String(row.id),
    author: authorOf(author),
    title: row.title,
    cover: row.cover_json ? (JSON.parse(row.cover_json) as PostImage) : null,
    excerpt: row.excerpt,
    section: row.section === 'library' ? 'library' : 'community',
    category,
    like_count: Number(row.like_count),
    comment_count: Number(row.comment_count),
    liked_by_me: viewer.liked.has(row.id),
    mine: viewer.userId === row.user_id,
    created_at: seconds(row.created_at),
    updated_at: seconds(row.updated_at),
  };
}

export function postOf(row: PostRow, author: Profile | undefined, viewer: Viewer): Post {
  return { ...cardOf(row, author, viewer), blocks: JSON.parse(row.blocks_json) as PostBlock[] };
}

export function commentOf(row: CommentRow, author: Profile | undefined, viewerId: number | undefined): Comment {
  return {
    id: String(row.id),
    post_id: String(row.post_id),
    author: authorOf(author),
    text: row.text,
    mine: viewerId === row.user_id,
    created_at: seconds(row.created_at),
  };
}
