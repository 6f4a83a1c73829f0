import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  COMMENT_TEXT_MAX,
  isPostMediaUrl,
  LIBRARY_CATEGORIES,
  POST_ALT_MAX,
  POST_BLOCKS_MAX,
  POST_LIST_ITEM_MAX,
  POST_LIST_ITEMS_MAX,
  POST_PAGE_MAX,
  POST_SECTIONS,
  POST_TEXT_MAX,
  POST_TITLE_MAX,
  POST_TOTAL_TEXT_MAX,
  POST_URL_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
} from './post-rules';

/*
 * Posts (issue 18 item 3; spec 3 "post title, content, cover; post content blocks"), in two service
 * groups of spec 7.1. Every text is stored exactly as typed and answered unchanged: HTML in it is text,
 * the client renders it as text nodes (never as markup).
 *
 *   community interaction (group 'community', /community/...)
 *     POST /community/post/create        createPost          write a post as my current profile
 *     POST /community/post/update        updatePost          edit my post (absent fields stay)
 *     POST /community/post/delete        deletePost          delete my post
 *     GET  /community/post/detail        getPost             one post (signed out too): ?post_id=
 *     GET  /community/post/by_profile    profilePosts        a profile's posts, newest first: ?xid=&cursor=&limit=
 *     POST /community/post/like          likePost            like (like: true) or unlike (false); idempotent
 *     GET  /community/comment/list       listComments        a post's comments, oldest first: ?post_id=&cursor=&limit=
 *     POST /community/comment/add        addComment          comment on a post
 *     POST /community/comment/delete     deleteComment       delete my comment
 *     POST /community/report             reportContent       report a post or a comment to the operators
 *     POST /community/upload_image       uploadPostImage     multipart: one `file` part -> url, width, height
 *
 *   community recommend (group 'recommend', /recommend/...)
 *     GET  /recommend/feed               recommendFeed       the ranked community feed: ?cursor=&limit=
 *     GET  /recommend/library            libraryList         library guides: ?category=&cursor=&limit=
 *
 *   operators (console, permission catalogue.edit; a plain OpsEndpoint object: an area imports no other area)
 *     POST /ops/posts/library            opsSetLibrary       put a post in the library (category) or take it out (null)
 *
 * Paging: `next_cursor` is null on the last page; send it back as `cursor` for the next page. A
 * cursor is opaque (the feed's is the last card's stored rank and id: pages never overlap).
 */

export {
  COMMENT_TEXT_MAX,
  isPostMediaUrl,
  LIBRARY_CATEGORIES,
  type LibraryCategory,
  POST_ALT_MAX,
  POST_BLOCK_TYPES,
  POST_BLOCKS_MAX,
  POST_EXCERPT_MAX,
  POST_LIST_ITEM_MAX,
  POST_LIST_ITEMS_MAX,
  POST_MEDIA_PATH_PATTERN,
  POST_PAGE_MAX,
  POST_SECTIONS,
  POST_TEXT_MAX,
  POST_TITLE_MAX,
  POST_TOTAL_TEXT_MAX,
  POST_URL_MAX,
  type PostBlockType,
  type PostSection,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
} from './post-rules';

/** Control characters (tabs and line breaks aside) never belong in a text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text up to `max` characters, without control characters; stored as given (not trimmed inside blocks). */
const text = (min: number, max: number) =>
  z
    .string()
    .min(min, `must be ${min} characters or more`)
    .max(max)
    .refine((s) => !CONTROL.test(s), 'must be text');

const ZMediaUrl = z
  .string()
  .trim()
  .max(POST_URL_MAX)
  .refine(isPostMediaUrl, 'must be an uploaded image or an https address of an allowed host');
/** Pixel sizes (the client reserves the space before the picture loads). */
const ZPixels = z.number().int().min(1).max(20_000);
const ZAlt = text(0, POST_ALT_MAX).optional();

export const ZParagraphBlock = z.object({ type: z.literal('paragraph'), text: text(1, POST_TEXT_MAX) });
export const ZH2Block = z.object({ type: z.literal('h2'), text: text(1, POST_TEXT_MAX) });
export const ZBlockquoteBlock = z.object({ type: z.literal('blockquote'), text: text(1, POST_TEXT_MAX) });
export const ZListBlock = z.object({
  type: z.literal('list'),
  ordered: z.boolean(),
  items: z.array(text(1, POST_LIST_ITEM_MAX)).min(1).max(POST_LIST_ITEMS_MAX),
});
export const ZImageBlock = z.object({
  type: z.literal('image'),
  url: ZMediaUrl,
  width: ZPixels,
  height: ZPixels,
  alt: ZAlt,
});
export const ZGifBlock = z.object({
  type: z.literal('gif'),
  url: ZMediaUrl,
  width: ZPixels,
  height: ZPixels,
  alt: ZAlt,
});
/** A video plays from `url` (an https host of the allow-list); `cover` is its poster picture. */
export const ZVideoBlock = z.object({
  type: z.literal('video'),
  url: ZMediaUrl,
  cover: ZMediaUrl,
  width: ZPixels,
  height: ZPixels,
  /** Seconds, when known. */
  duration: z.number().int().min(0).max(86_400).optional(),
});
/** Content of a kind this app does not know: kept as its raw text and rendered as plain text. */
export const ZOtherBlock = z.object({ type: z.literal('other'), raw: text(1, POST_TEXT_MAX) });

export const ZPostBlock = z.discriminatedUnion('type', [
  ZParagraphBlock,
  ZH2Block,
  ZBlockquoteBlock,
  ZListBlock,
  ZImageBlock,
  ZGifBlock,
  ZVideoBlock,
  ZOtherBlock,
]);
export type PostBlock = z.infer<typeof ZPostBlock>;

/** Every character of text a post carries (the total limit counts these). */
export function postTextLength(title: string, blocks: readonly PostBlock[]): number {
  let total = title.length;
  for (const block of blocks) {
    if (block.type === 'list') for (const item of block.items) total += item.length;
    else if (block.type === 'other') total += block.raw.length;
    else if (block.type === 'image' || block.type === 'gif') total += block.alt?.length ?? 0;
    else if (block.type !== 'video') total += block.text.length;
  }
  return total;
}

const ZBlocks = z.array(ZPostBlock).min(1, 'must have at least one block').max(POST_BLOCKS_MAX);
/** Trimmed; one or more characters. */
const ZTitle = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(POST_TITLE_MAX)
  .refine((s) => !CONTROL.test(s), 'must be text');

/** A picture with its pixel size: a post's cover. */
export const ZPostImage = z.object({ url: ZMediaUrl, width: ZPixels, height: ZPixels });
export type PostImage = z.infer<typeof ZPostImage>;

/** A post id: digits, sent and answered as a string (spec 2.1's /posts/[postId]). */
export const ZPostId = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a post id');
const ZCommentId = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a comment id');
const ZCursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor from a previous page')
  .optional();
const ZLimit = z.coerce.number().int().min(1).max(POST_PAGE_MAX).default(20);

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

/** POST /community/post/create: a post by my current profile (create one first: PROFILE_NOT_FOUND). */
export const createPost = defineEndpoint({
  group: 'community',
  method: 'POST',
  path: '/community/post/create',
  summary: 'Write a post as my current profile',
  request: z
    .object({ title: ZTitle, cover: ZPostImage.nullable().default(null), blocks: ZBlocks })
    .refine((post) => postTextLength(post.title, post.blocks) <= POST_TOTAL_TEXT_MAX, {
      message: `a post carries at most ${POST_TOTAL_TEXT_MAX} characters of text`,
      path: ['blocks'],
    }),
  response: ZPost,
});

/** POST /community/post/update: edit my post; absent fields stay, cover null removes it. */
export const updatePost = defineEndpoint({
  group: 'community',
  method: 'POST',
  path: '/community/post/update',
  summary: 'Edit my post',
  request: z.object({
    post_id: ZPostId,
    title: ZTitle.optional(),
    cover: ZPostImage.nullable().optional(),
    blocks: ZBlocks.optional(),
  }),
  response: ZPost,
});

/** POST /community/post/delete: delete my post (with its likes and comments). */
export const deletePost = defineEndpoint({
  group: 'community',
  method: 'POST',
  path: '/community/post/delete',
  summary: 'Delete my post',
  request: z.object({ post_id: ZPostId }),
  response: z.object({ deleted: z.boolean() }),
});

/** GET /community/post/detail?post_id=: one post, readable signed out (the public page and its metadata). */
export const getPost = defineEndpoint({
  group: 'community',
  method: 'GET',
  path: '/community/post/detail',
  summary: 'One post with its blocks',
  request: z.object({ post_id: ZPostId }),
  response: ZPost,
});

/** GET /community/post/by_profile?xid=: a profile's posts, newest first. */
export const profilePosts = defineEndpoint({
  group: 'community',
  method: 'GET',
  path: '/community/post/by_profile',
  summary: "A profile's posts, newest first",
  request: z.object({
    /** An area imports no other area: the profile module checks the xid's exact alphabet. */
    xid: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]{8}$/, 'must be a profile id'),
    cursor: ZCursor,
    limit: ZLimit,
  }),
  response: ZPostPage,
});

/** POST /community/post/like {post_id, like}: like (true) or unlike (false); repeating changes nothing. */
export const likePost = defineEndpoint({
  group: 'community',
  method: 'POST',
  path: '/community/post/like',
  summary: 'Like or unlike a post',
  request: z.object({ post_id: ZPostId, like: z.boolean().default(true) }),
  response: z.object({ liked: z.boolean(), like_count: z.number().int() }),
});

/** GET /community/comment/list?post_id=: a post's comments, oldest first. */
export const listComments = defineEndpoint({
  group: 'community',
  method: 'GET',
  path: '/community/comment/list',
  summary: "A post's comments, oldest first",
  request: z.object({ post_id: ZPostId, cursor: ZCursor, limit: ZLimit }),
  response: z.object({ list: z.array(ZComment), next_cursor: z.string().nullable() }),
});

/** POST /community/comment/add: comment on a post (the author gets a notice). Rate limited per player. */
export const addComment = defineEndpoint({
  group: 'community',
  method: 'POST',
  path: '/community/comment/add',
  summary: 'Comment on a post',
  request: z.object({
    post_id: ZPostId,
    text: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(COMMENT_TEXT_MAX)
      .refine((s) => !CONTROL.test(s), 'must be text'),
  }),
  response: ZComment,
});

/** POST /community/comment/delete: delete my comment. */
export const deleteComment = defineEndpoint({
  group: 'community',
  method: 'POST',
  path: '/community/comment/delete',
  summary: 'Delete my comment',
  request: z.object({ comment_id: ZCommentId }),
  response: z.object({ deleted: z.boolean() }),
});

/** POST /community/report: report a post or a comment; it joins the operators' approvals queue (once per reporter). */
export const reportContent = defineEndpoint({
  group: 'community',
  method: 'POST',
  path: '/community/report',
  summary: 'Report a post or a comment',
  request: z.object({
    target: z.enum(['post', 'comment']),
    id: ZPostId,
    reason: z.enum(REPORT_REASONS),
    note: text(0, REPORT_NOTE_MAX).default(''),
  }),
  response: z.object({ reported: z.boolean() }),
});

export const UPLOAD_POST_IMAGE_PATH = '/community/upload_image';
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

/**
 * POST /community/upload_image, multipart/form-data with one `file` part: the image pipeline keeps the
 * picture's proportions (webp); send the FormData as it is.
 */
export const uploadPostImage = defineEndpoint({
  group: 'community',
  method: 'POST',
  path: UPLOAD_POST_IMAGE_PATH,
  summary: 'Upload a picture for a post (multipart)',
  request: z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData),
  response: ZUploadedPostImage,
});

/** GET /recommend/feed: the community feed, ranked by recency and engagement (modules/posts README). */
export const recommendFeed = defineEndpoint({
  group: 'recommend',
  method: 'GET',
  path: '/recommend/feed',
  summary: 'The recommended community posts',
  request: z.object({ cursor: ZCursor, limit: ZLimit }),
  response: ZPostPage,
});

/** GET /recommend/library?category=: library guides, newest first; every shelf when no category. */
export const libraryList = defineEndpoint({
  group: 'recommend',
  method: 'GET',
  path: '/recommend/library',
  summary: 'Library guides and articles',
  request: z.object({ category: z.enum(LIBRARY_CATEGORIES).optional(), cursor: ZCursor, limit: ZLimit }),
  response: ZPostPage,
});

/** POST /ops/posts/library: put a post in the library on a shelf, or back in the community (null). [catalogue.edit] */
export const opsSetLibrary = {
  method: 'POST' as const,
  path: '/ops/posts/library',
  summary: 'Put a post in the library or take it out',
  request: z.object({ post_id: ZPostId, category: z.enum(LIBRARY_CATEGORIES).nullable() }),
  response: ZPost,
};

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
