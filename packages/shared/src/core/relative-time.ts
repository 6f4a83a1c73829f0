/**
 * Spec section 5: "Message timestamps of 10 digits are seconds and are multiplied by 1000."
 * A 13-digit timestamp is already milliseconds. Other lengths are taken as milliseconds too (the spec
 * names only the 10-digit case). Decimal text is accepted; anything else gives undefined.
 */
export function timestampToMs(value: number | string): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(Math.trunc(value)) : '') : value.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n)) return undefined;
  return text.length === 10 ? n * 1000 : n;
}

export type RelativeTimeKey = 'just_now' | 'minutes' | 'hours' | 'days';

/** A translation key and the count for it; the web turns it into text ("5 minutes ago"). */
export interface RelativeTime {
  key: RelativeTimeKey;
  count: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec section 9: "Relative time: under 60 s 'just now', then minutes, hours, days." Whole units,
 * rounded down (59 min 59 s is 59 minutes). A time in the future (client clock behind the server)
 * reads as just now. `time` goes through timestampToMs, so 10-digit seconds work.
 */
export function relativeTime(time: number | string, nowMs: number = Date.now()): RelativeTime {
  const ms = timestampToMs(time);
  const elapsed = ms === undefined ? 0 : Math.max(0, nowMs - ms);
  if (elapsed < MINUTE_MS) return { key: 'just_now', count: 0 };
  if (elapsed < HOUR_MS) return { key: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { key: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  return { key: 'days', count: Math.floor(elapsed / DAY_MS) };
}
