import type { Generated } from 'kysely';
import type { Ms } from '../../db/column-types';

/** A post (issue 18 item 3): written by a profile; its blocks kept as the JSON the contract checked. */
export interface PostTable {
  id: Generated<number>;
  /** The author's profile (its name and avatar are read at answer time, so a rename shows everywhere). */
  profile_xid: string;
  /** The author's player: ownership is checked against it. */
  user_id: number;
  /** As typed (HTML is text; the client renders it as text). */
  title: string;
  /** JSON of PostImage, or null. */
  cover_json: string | null;
  /** JSON of PostBlock[] exactly as accepted. */
  blocks_json: string;
  /** The first POST_EXCERPT_MAX characters of the text, plain: cards and the page's meta description. */
  excerpt: string;
  /** 'community' | 'library' (library only by an operator). */
  section: string;
  /** A LIBRARY_CATEGORIES shelf when in the library, else null. */
  category: string | null;
  like_count: number;
  comment_count: number;
  /** The recommend feed's stored rank (hot-score.ts), refreshed on every like, comment and edit. */
  hot: number;
  /** Set when an operator upheld a report: gone from every list, search and the detail. */
  hidden_at: Ms | null;
  created_at: Ms;
  updated_at: Ms;
}

/** One like: (post, player) once (the primary key makes a second like a no-op under any concurrency). */
export interface PostLikeTable {
  post_id: number;
  user_id: number;
  created_at: Ms;
}

export interface PostCommentTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  /** The commenter's profile at the time (comments are written as a profile, like posts). */
  profile_xid: string;
  text: string;
  hidden_at: Ms | null;
  created_at: Ms;
}

/** One player's report of a post or comment: once per (target, id, reporter); its approval in the queue. */
export interface PostReportTable {
  id: Generated<number>;
  target: string;
  target_id: number;
  reporter_id: number;
  reason: string;
  approval_id: number | null;
  created_at: Ms;
}

export interface PostsTables {
  post: PostTable;
  post_like: PostLikeTable;
  post_comment: PostCommentTable;
  post_report: PostReportTable;
}
