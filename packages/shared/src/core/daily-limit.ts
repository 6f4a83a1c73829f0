/**
 * Spec section 4.3, daily-limit helper: "an action is allowed if it has not been done today and the
 * count is below an optional maximum. Recording increments the count and stores today's date."
 * Spec 9: "Daily rollups use the local date." The count is the total over all days (a popup shown
 * once a day, at most `max` times in all). Storage is injected (localStorage in the browser).
 */

/** The part of the Web Storage interface the helper uses. */
export interface DailyLimitStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface DailyLimitRecord {
  /** Local date of the last time it was done, YYYY-MM-DD. */
  date: string;
  count: number;
}

export interface DailyLimitOptions {
  /** At most this many times in all; absent: no maximum. */
  max?: number;
  now?: () => Date;
}

/** The local calendar date of a moment, YYYY-MM-DD. */
export function localDateKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The stored record; a missing, unreadable or malformed value is "never done". */
export function readDailyRecord(storage: DailyLimitStorage, key: string): DailyLimitRecord {
  let raw: string | null = null;
  try {
    raw = storage.getItem(key);
  } catch {
    // Storage blocked (private mode, sandboxed frame): nothing recorded.
  }
  if (!raw) return { date: '', count: 0 };
  try {
    const parsed = JSON.parse(raw) as Partial<DailyLimitRecord>;
    const count =
      typeof parsed.count === 'number' && Number.isInteger(parsed.count) && parsed.count > 0 ? parsed.count : 0;
    const date = typeof parsed.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(parsed.date) ? parsed.date : '';
    return { date, count };
  } catch {
    return { date: '', count: 0 };
  }
}

/** Not done today (local date) and, with a maximum, done fewer than `max` times. */
export function isAllowedToday(storage: DailyLimitStorage, key: string, options: DailyLimitOptions = {}): boolean {
  const record = readDailyRecord(storage, key);
  const today = localDateKey((options.now ?? (() => new Date()))());
  if (record.date === today) return false;
  return options.max === undefined || record.count < options.max;
}

/** Records that it was done now: count + 1 and today's date. Returns what was stored. */
export function recordDoneToday(
  storage: DailyLimitStorage,
  key: string,
  options: Pick<DailyLimitOptions, 'now'> = {},
): DailyLimitRecord {
  const record = readDailyRecord(storage, key);
  const next = { date: localDateKey((options.now ?? (() => new Date()))()), count: record.count + 1 };
  try {
    storage.setItem(key, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the action simply may be offered again.
  }
  return next;
}
