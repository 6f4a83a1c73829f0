import type { AnalyticsReport } from '@app/shared/analytics/contracts';

export interface ChartBar {
  day: string;
  total: number;
  segments: { event_name: string; count: number; y: number; height: number }[];
}

/**
 * Stacked bars per day (one segment per event name) scaled to `height` pixels: the operator chart's
 * geometry, kept pure so it can be tested without a browser.
 */
export function chartBars(
  report: AnalyticsReport,
  days: string[],
  height: number,
): { bars: ChartBar[]; max: number; names: string[] } {
  const names = [...new Set(report.days.map((r) => r.event_name))].sort();
  const byDay = new Map<string, Map<string, number>>();
  for (const row of report.days) {
    const day = byDay.get(row.day) ?? new Map<string, number>();
    day.set(row.event_name, row.count);
    byDay.set(row.day, day);
  }
  const totals = days.map((d) => [...(byDay.get(d)?.values() ?? [])].reduce((a, b) => a + b, 0));
  const max = Math.max(1, ...totals);
  const bars = days.map((day, i) => {
    let y = height;
    const segments = names
      .filter((name) => (byDay.get(day)?.get(name) ?? 0) > 0)
      .map((name) => {
        const count = byDay.get(day)?.get(name) ?? 0;
        const h = (count / max) * height;
        y -= h;
        return { event_name: name, count, y, height: h };
      });
    return { day, total: totals[i] ?? 0, segments };
  });
  return { bars, max, names };
}

/** The last `n` UTC days, oldest first, as YYYY-MM-DD. */
export function lastDays(n: number, nowMs: number): string[] {
  return Array.from({ length: n }, (_, i) => new Date(nowMs - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}
