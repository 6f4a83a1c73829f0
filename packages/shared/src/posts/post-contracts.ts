import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { CONTROL, postTextLength, text, ZPostBlock, ZPostImage } from './post-blocks';
import {
  COMMENT_TEXT_MAX,
  LIBRARY_CATEGORIES,
  POST_BLOCKS_MAX,
  POST_PAGE_MAX,
  POST_TITLE_MAX,
  POST_TOTAL_TEXT_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
} from './post-rules';
import { ZComment, ZPost, ZPostPage, ZUploadedPostImage } from './post-shapes';

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
  type PostBlock,
  type PostImage,
  postTextLength,
  ZBlockquoteBlock,
  ZGifBlock,
  ZH2Block,
  ZImageBlock,
  ZListBlock,
  ZOtherBlock,
  ZParagraphBlock,
  ZPostBlock,
  ZPostImage,
  ZVideoBlock,
} from './post-blocks';
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
export {
  type Comment,
  type Post,
  type PostAuthor,
  type PostCard,
  type PostPage,
  type PostReportPayload,
  type UploadedPostImage,
  ZComment,
  ZPost,
  ZPostAuthor,
  ZPostCard,
  ZPostPage,
  ZPostReportPayload,
  ZUploadedPostImage,
} from './post-shapes';

const ZBlocks = z.array(ZPostBlock).min(1, 'must have at least one block').max(POST_BLOCKS_MAX);
/** Trimmed; one or more characters. */
const ZTitle = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(POST_TITLE_MAX)
  .refine((s) => !CONTROL.test(s), 'must be text');

/** A post id: digits, sent and answered as a string (spec 2.1's /posts/[postId]). */
export const ZPostId = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a post id');
const ZCommentId = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a comment id');
const ZCursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor from a previous page')
  .optional();
const ZLimit = z.coerce.number().int().min(1).max(POST_PAGE_MAX).default(20);

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
