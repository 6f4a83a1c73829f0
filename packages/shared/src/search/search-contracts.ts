import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { SEARCH_KEYWORD_MAX, SEARCH_KINDS, SEARCH_MAX_PAGE } from './search-rules';

export { SEARCH_KEYWORD_MAX, SEARCH_KINDS, SEARCH_MAX_PAGE, type SearchKind } from './search-rules';

export const ZSearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The thing's own id in its area (a user id, a post id, a product id, a game slug). */
  ref: z.string(),
  /** In the reader's language when the thing has one per language (games), else as written. */
  title: z.string(),
  /** The start of the matched text, plain (render as text). */
  snippet: z.string(),
  /** The in-app path without the locale ('/win/game/house-tiger'). */
  path: z.string(),
  /** A picture's URL or path, '' when none. */
  image: z.string(),
});
export type SearchHit = z.infer<typeof ZSearchHit>;

/**
 * POST /search/query {keyword, kinds?, page, one_page_cnt} (service group search): the full-text index
 * on both databases (SQLite FTS5, PostgreSQL tsvector). The keyword is read as words, never as the
 * index's query syntax; every word must match, the last also as a prefix.
 */
export const searchQuery = defineEndpoint({
  group: 'search',
  method: 'POST',
  path: '/search/query',
  summary: 'Search players, posts, products and games',
  request: z.object({
    keyword: z.string().trim().min(1, 'is required').max(SEARCH_KEYWORD_MAX),
    kinds: z.array(z.enum(SEARCH_KINDS)).max(SEARCH_KINDS.length).optional(),
    page: z.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    one_page_cnt: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ list: z.array(ZSearchHit), has_more: z.boolean() }),
});
