import { withQuery } from './paths';

// The casino brand's routes (issue 13), apart from paths.ts so that other pages' chunks do not carry them.

/** The brand's pages under `/<locale>/luckybear`. */
export type LuckybearPage = 'spin' | 'lottery' | 'vip' | 'bonus' | 'ranking' | 'expired';

/** `/<locale>/luckybear` (the brand's lobby) or one of its pages. */
export function luckybearPath(locale: string, page?: LuckybearPage, query: Record<string, string | undefined> = {}) {
  return withQuery(page ? `/${locale}/luckybear/${page}` : `/${locale}/luckybear`, query);
}

/** Spec 8.3: where a dead session on the brand goes (its own page, not the main site's sign-in). */
export function luckybearExpiredPath(locale: string, backUrl?: string): string {
  return luckybearPath(locale, 'expired', { backUrl });
}
