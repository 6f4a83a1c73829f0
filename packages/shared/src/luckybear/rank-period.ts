/**
 * The bet ranking's periods (issue 13, spec 7.7 bet_ranking_list): a UTC day and an ISO week (Monday
 * 00:00 UTC to the next Monday), docs/decisions.md "Issue 13, rankings". One clock for every player, so
 * a period closes at the same moment for everyone and its winners are the same whoever asks.
 */
export const RANK_PERIODS = ['daily', 'weekly'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];

/** A period's window: its key ("2026-01-05", "2026-W02"), start (inclusive) and end (exclusive), unix ms. */
export interface RankWindow {
  period: RankPeriod;
  key: string;
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The key shapes: a UTC date for a day, an ISO week-year and week for a week. */
export const RANK_PERIOD_KEY: Readonly<Record<RankPeriod, RegExp>> = {
  daily: /^\d{4}-\d{2}-\d{2}$/,
  weekly: /^\d{4}-W\d{2}$/,
};

const pad = (n: number) => String(n).padStart(2, '0');
const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
/** Monday 00:00 UTC of the week holding `ms` (1970-01-01 was a Thursday). */
const weekStart = (ms: number) => dayStart(ms) - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;

/** ISO 8601: the week-year is the year of the week's Thursday; week 1 holds the year's first Thursday. */
function isoWeekKey(monday: number): string {
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return `${year}-W${pad(week)}`;
}

function windowStarting(period: RankPeriod, start: number): RankWindow {
  if (period === 'daily') {
    const d = new Date(start);
    return {
      period,
      key: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
      start,
      end: start + DAY_MS,
    };
  }
  return { period, key: isoWeekKey(start), start, end: start + WEEK_MS };
}

/** The period running at `now`. */
export function currentWindow(period: RankPeriod, now: number): RankWindow {
  return windowStarting(period, period === 'daily' ? dayStart(now) : weekStart(now));
}

/** The period that ended last before `now` (the one whose winners can be shown). */
export function lastClosedWindow(period: RankPeriod, now: number): RankWindow {
  const current = currentWindow(period, now);
  return windowStarting(period, current.start - (period === 'daily' ? DAY_MS : WEEK_MS));
}

/** The window a key names, or undefined when the key is not a real day or week of that period. */
export function windowOfKey(period: RankPeriod, key: string): RankWindow | undefined {
  if (!RANK_PERIOD_KEY[period].test(key)) return undefined;
  if (period === 'daily') {
    const start = Date.parse(`${key}T00:00:00Z`);
    if (Number.isNaN(start)) return undefined;
    const window = windowStarting('daily', start);
    return window.key === key ? window : undefined;
  }
  const [year, week] = key.split('-W').map(Number) as [number, number];
  // Week 1's Monday is the Monday of the week holding 4 January.
  const start = weekStart(Date.UTC(year, 0, 4)) + (week - 1) * WEEK_MS;
  const window = windowStarting('weekly', start);
  return week >= 1 && window.key === key ? window : undefined;
}
