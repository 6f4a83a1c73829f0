import { z } from 'zod';
import { ZPostBlock } from './post-blocks';
import { LIBRARY_CATEGORIES, POST_SECTIONS, REPORT_REASONS } from './post-rules';

/** What the posts' calls answer (post-contracts.ts names the calls). */

export const ZPostAuthor = z.object({
  xid: z.string(),
  username: z.string(),
  /** The avatar's addresses (paths on the profile group's host), null when none. */
  avatar: z.object({ url: z.string(), thumb_url: z.string() }).nullable(),
});
export type PostAuthor = z.infer<typeof ZPostAuthor>;

/** A post as the lists show it: everything but the blocks, with a plain-text excerpt. */
export const ZPostCard = z.object({
  id: z.string(),
  author: ZPostAuthor,
  title: z.string(),
  cover: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  /** The start of the post's text, plain (render as text; also the page's meta description). */
  excerpt: z.string(),
  section: z.enum(POST_SECTIONS),
  /** The library shelf; null for community posts. */
  category: z.enum(LIBRARY_CATEGORIES).nullable(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  /** Whether the signed-in reader likes it (false signed out). */
  liked_by_me: z.boolean(),
  /** Whether the reader wrote it (may edit and delete it). */
  mine: z.boolean(),
  /** Unix seconds (10 digits, spec 5). */
  created_at: z.number().int(),
  /** Unix seconds of the last edit (= created_at when never edited). */
  updated_at: z.number().int(),
});
export type PostCard = z.infer<typeof ZPostCard>;

/** A whole post (its page). Blocks are answered as stored. */
export const ZPost = ZPostCard.extend({ blocks: z.array(ZPostBlock) });
export type Post = z.infer<typeof ZPost>;

export const ZPostPage = z.object({ list: z.array(ZPostCard), next_cursor: z.string().nullable() });
export type PostPage = z.infer<typeof ZPostPage>;

export const ZComment = z.object({
  id: z.string(),
  post_id: z.string(),
  author: ZPostAuthor,
  /** As typed (render as text). */
  text: z.string(),
  mine: z.boolean(),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type Comment = z.infer<typeof ZComment>;

export const ZUploadedPostImage = z.object({
  image_id: z.string(),
  /** Use in an image/gif block or as a cover (a path on the profile group's host, like profile images). */
  url: z.string(),
  /** A small version for lists. */
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedPostImage = z.infer<typeof ZUploadedPostImage>;

/** The payload of an approval of kind post.report (the operators' queue shows it). */
export const ZPostReportPayload = z.object({
  target: z.enum(['post', 'comment']),
  id: z.string(),
  post_id: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  /** The reported text's start, as written (the console renders it as text). */
  excerpt: z.string(),
});
export type PostReportPayload = z.infer<typeof ZPostReportPayload>;
