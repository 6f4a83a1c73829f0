import { isSupportedLocale } from '@app/shared';
import { ROUND_ENDED } from '@app/shared/games/frame-messages';

/**
 * The game page's iframe and what it says to us (docs/games.md, "The game page and the iframe"). Pure:
 * no window here, the screen passes what it knows.
 */

/**
 * The iframe's address for a launch URL: an absolute http(s) URL (a third-party provider) as it is; a
 * path of this site (the house provider) under the page's locale unless it already carries a locale.
 * Anything else (javascript:, data:, //host) is refused: null.
 */
export function frameSrc(url: string, locale: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  const first = url.slice(1).split(/[/?#]/)[0] ?? '';
  return isSupportedLocale(first) ? url : `/${locale}${url}`;
}

/** The origin messages of the frame must come from: the URL's own, or this page's for a path. */
export function frameOrigin(src: string, pageOrigin: string): string {
  try {
    return new URL(src, pageOrigin).origin;
  } catch {
    return pageOrigin;
  }
}

/**
 * Whether a message event is the frame's "round ended": from the frame's window and origin only (any
 * other window or origin could fake a refresh storm), with the agreed shape.
 */
export function isRoundEnded(
  event: { data: unknown; origin: string; fromFrame: boolean },
  expectedOrigin: string,
): boolean {
  if (!event.fromFrame || event.origin !== expectedOrigin) return false;
  const data = event.data;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ROUND_ENDED;
}
