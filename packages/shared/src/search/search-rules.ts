/**
 * The search's constants, without zod, so pages can use them without the contracts' weight
 * (docs/benchmarks.md, "first-load JavaScript"); search-contracts.ts builds its schemas from them.
 */

/** What the search covers (issue 18 item 5): players, posts, products of the task library, casino games. */
export const SEARCH_KINDS = ['player', 'post', 'product', 'game'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest keyword accepted; longer text is not a search but a paste. */
export const SEARCH_KEYWORD_MAX = 100;
/** Pages past this are refused: a search is read from the top, and deep offsets cost the database. */
export const SEARCH_MAX_PAGE = 20;
