import type { PopupItem } from '@app/shared/luckybear/popup-item';

/** A newbie (audience "newbies") registered less than this long ago (docs/decisions.md). */
export const NEWBIE_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;

/** Who is asking: nobody (signed out), or a player with what the audience rules read. */
export type PopupViewer =
  | { signedIn: false; country: string }
  | { signedIn: true; country: string; createdAt: number; vipLevel: number };

/** The popup's audience rule for this viewer. Signed-out visitors are only "everyone" or their country. */
export function inAudience(item: PopupItem, viewer: PopupViewer, now: number): boolean {
  const audience = item.audience;
  switch (audience.kind) {
    case 'everyone':
      return true;
    case 'country':
      return audience.countries.includes(viewer.country);
    case 'newbies':
      return viewer.signedIn && now - viewer.createdAt < NEWBIE_MS;
    case 'vip':
      return viewer.signedIn && viewer.vipLevel >= audience.min_level;
  }
}

/**
 * The frequency rule: once ever, once per UTC day (the rankings' day), or at every launch. Shows are
 * what the client reported (general_popup_shown); a signed-out visitor cannot report, so only
 * every-launch popups are due for them (a "once" popup would otherwise come back at every start).
 */
export function dueByFrequency(item: PopupItem, signedIn: boolean, lastShownAt: number | undefined, now: number) {
  if (item.frequency === 'every_launch') return true;
  if (!signedIn) return false;
  if (lastShownAt === undefined) return true;
  return item.frequency === 'daily' && Math.floor(lastShownAt / DAY_MS) < Math.floor(now / DAY_MS);
}

/** Active between starts_at (inclusive) and ends_at (exclusive). */
export const isActive = (item: PopupItem, now: number) => item.starts_at <= now && now < item.ends_at;
