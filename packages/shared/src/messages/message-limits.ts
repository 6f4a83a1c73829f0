/** The message centre's limits (issue 18 item 4), apart from the contracts so a page takes them without zod. */

/** The longest chat message, in characters (after trimming). */
export const MESSAGE_TEXT_MAX = 1000;
/** The most messages or notices one page answers. */
export const MESSAGE_PAGE_MAX = 50;
