import { SEARCH_KEYWORD_MAX, SEARCH_KINDS, SEARCH_MAX_PAGE, type SearchKind } from '@app/shared/search/search-rules';

/** The filter chips, "all" first. */
export const SEARCH_FILTERS = ['all', ...SEARCH_KINDS] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

export { SEARCH_KEYWORD_MAX, SEARCH_MAX_PAGE };

/** The filter a URL's `kind` names, "all" for anything else. */
export function filterOf(value: string | undefined | null): SearchFilter {
  return (SEARCH_FILTERS as readonly string[]).includes(value ?? '') ? (value as SearchFilter) : 'all';
}

/** The page's own URL for a keyword and filter (kept in the address bar, so back and a shared link keep them). */
export function searchHref(locale: string, keyword: string, filter: SearchFilter): string {
  const query = new URLSearchParams();
  if (keyword) query.set('q', keyword);
  if (filter !== 'all') query.set('kind', filter);
  const text = query.toString();
  return `/${locale}/search${text ? `?${text}` : ''}`;
}

/** Where a hit leads: its in-app path under the reader's locale. */
export function hitHref(locale: string, path: string): string {
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}

export type { SearchKind };
