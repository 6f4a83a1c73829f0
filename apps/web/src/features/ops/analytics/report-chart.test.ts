import { describe, expect, it } from 'vitest';
import { chartBars, lastDays } from './report-chart';

describe('operator chart geometry', () => {
  it('lists the last n UTC days, oldest first', () => {
    expect(lastDays(3, Date.UTC(2026, 10, 21, 5))).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
  });

  it('stacks event counts per day, the busiest day at full height', () => {
    const report = {
      days: [
        { day: '2026-11-20', event_name: 'app-init', count: 2 },
        { day: '2026-11-21', event_name: 'app-init', count: 1 },
        { day: '2026-11-21', event_name: 'page-view', count: 3 },
      ],
      total: 6,
    };
    const { bars, max, names } = chartBars(report, ['2026-11-19', '2026-11-20', '2026-11-21'], 100);
    expect(max).toBe(4);
    expect(names).toEqual(['app-init', 'page-view']);
    expect(bars.map((b) => b.total)).toEqual([0, 2, 4]);
    expect(bars[2]?.segments).toEqual([
      { event_name: 'app-init', count: 1, y: 75, height: 25 },
      { event_name: 'page-view', count: 3, y: 0, height: 75 },
    ]);
    expect(bars[0]?.segments).toEqual([]);
  });
});
