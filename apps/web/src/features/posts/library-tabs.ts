import { LIBRARY_CATEGORIES, type LibraryCategory } from '@app/shared/posts/post-rules';

/** /library's tabs: every shelf first, then one per category (spec 2.1 /library; `category` in the URL selects). */
export const LIBRARY_TABS = ['all', ...LIBRARY_CATEGORIES] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/** The tab a `category` query names; anything else (or none) is every shelf. */
export function libraryTabOf(query: string | readonly string[] | null | undefined): LibraryTab {
  const value = Array.isArray(query) ? query[0] : query;
  return (LIBRARY_TABS as readonly string[]).includes(value ?? '') ? (value as LibraryTab) : 'all';
}

/** The category the API is asked for (none for every shelf). */
export function categoryOf(tab: LibraryTab): LibraryCategory | null {
  return tab === 'all' ? null : tab;
}

/** The path of a tab (for the locale-aware Link); the canonical /library has no query (spec 2.1). */
export function libraryTabHref(tab: LibraryTab): string {
  return tab === 'all' ? '/library' : `/library?category=${tab}`;
}
