/**
 * The posts' rules and limits without zod (issue 18 item 3): the web's pages and composer import these,
 * the contracts (post-contracts.ts) build their schemas from them.
 */

/** A post's title, in characters after trimming. */
export const POST_TITLE_MAX = 120;
/** Content blocks in one post. */
export const POST_BLOCKS_MAX = 60;
/** One text block (paragraph, h2, blockquote) or one "other" block's raw text, in characters. */
export const POST_TEXT_MAX = 5000;
/** All the text of one post together (title, text blocks, list items, alts, other blocks), in characters. */
export const POST_TOTAL_TEXT_MAX = 30_000;
/** Items in one list block. */
export const POST_LIST_ITEMS_MAX = 50;
/** One list item, in characters. */
export const POST_LIST_ITEM_MAX = 500;
/** An image's or gif's alt text, in characters. */
export const POST_ALT_MAX = 200;
/** A media address (image, gif, video, cover), in characters. */
export const POST_URL_MAX = 500;
/** A comment, in characters after trimming. */
export const COMMENT_TEXT_MAX = 1000;
/** A report's free note, in characters. */
export const REPORT_NOTE_MAX = 500;
/** The most posts or comments one page answers. */
export const POST_PAGE_MAX = 50;
/** The excerpt of a post card (feeds, lists, metadata description), in characters. */
export const POST_EXCERPT_MAX = 200;

/** Where a post lives: the community feed, or the library of guides (put there by operators only). */
export const POST_SECTIONS = ['community', 'library'] as const;
export type PostSection = (typeof POST_SECTIONS)[number];

/** The library's shelves (spec 2.1 /library: guides and articles). */
export const LIBRARY_CATEGORIES = ['start', 'wallet', 'pets', 'games', 'safety', 'news'] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

/** Why a player reports a post or a comment (the operators' approvals queue shows it). */
export const REPORT_REASONS = ['spam', 'abuse', 'sexual', 'violence', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The block types of spec 3 ("text, with format paragraph, h2, blockquote, ordered or unordered list; image; gif; video with cover; other"). */
export const POST_BLOCK_TYPES = ['paragraph', 'h2', 'blockquote', 'list', 'image', 'gif', 'video', 'other'] as const;
export type PostBlockType = (typeof POST_BLOCK_TYPES)[number];

/**
 * Our own uploaded post images: the path the image pipeline serves them at (the web prefixes the
 * community group's base URL, as it does for profile images).
 */
export const POST_MEDIA_PATH_PATTERN = /^\/profile\/media\/[a-z0-9]{16}-[a-z]{1,2}\.webp$/;

/**
 * A media address a post may carry: one of our own upload paths, or an https: address with a host
 * (the server also checks the host against its allow-list, POSTS_MEDIA_HOSTS; the README names the
 * default hosts). Never javascript:, data:, http: or a protocol-relative //host.
 */
export function isPostMediaUrl(value: string): boolean {
  if (POST_MEDIA_PATH_PATTERN.test(value)) return true;
  if (!value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
