import { DEFAULT_LOCALE, type Locale } from '@app/shared';

/** Names by locale; a brand title lists en-US only and stays the same in every locale. */
export type GameNames = Partial<Record<Locale, string>>;

/** The name in `locale`, else the English (brand) one, else the default locale's. */
export function nameIn(names: GameNames, locale: Locale): string {
  return names[locale] ?? names['en-US'] ?? names[DEFAULT_LOCALE] ?? '';
}

/**
 * Folds text for search: lower case, accents and marks removed (NFD), and the letters NFD does not
 * split mapped by hand (Vietnamese đ, Turkish ı), so "dao" finds "Đảo" and "sans" finds "Şans".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/đ/g, 'd').replace(/ı/g, 'i');
}

/** The search_text column: every name folded, one a line. */
export function searchTextOf(names: GameNames): string {
  return [...new Set(Object.values(names).map((n) => foldForSearch(n ?? '')))].join('\n');
}
