/** UTC days as the agents' statement and reports name them (YYYY-MM-DD). */
export const DAY_MS = 86_400_000;

export const dayOf = (ms: number): string => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/** The unix ms at which a YYYY-MM-DD day starts, or undefined when it is not one. */
export function dayStart(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || dayOf(ms) !== day ? undefined : ms;
}

/** The `days` UTC days ending today, oldest first. */
export function lastDays(now: number, days: number): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) => dayOf(today - (days - 1 - i) * DAY_MS));
}
