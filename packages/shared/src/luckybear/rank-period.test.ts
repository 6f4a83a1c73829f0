import { describe, expect, it } from 'vitest';
import { currentWindow, lastClosedWindow, windowOfKey } from './rank-period';

const at = (iso: string) => Date.parse(iso);

describe('rank periods (UTC day, ISO week)', () => {
  it.each([
    ['2026-01-05T00:00:00Z', '2026-01-05', '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z'],
    ['2026-01-05T23:59:59.999Z', '2026-01-05', '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z'],
    ['2024-02-29T12:00:00Z', '2024-02-29', '2024-02-29T00:00:00Z', '2024-03-01T00:00:00Z'],
  ])('a day: %s is in %s', (now, key, start, end) => {
    expect(currentWindow('daily', at(now))).toEqual({ period: 'daily', key, start: at(start), end: at(end) });
  });

  it.each([
    // Monday to Sunday; the week of 1 January 2026 (a Thursday) is 2026-W01.
    ['2026-01-01T08:00:00Z', '2026-W01', '2025-12-29T00:00:00Z'],
    ['2026-01-04T23:59:59Z', '2026-W01', '2025-12-29T00:00:00Z'],
    ['2026-01-05T00:00:00Z', '2026-W02', '2026-01-05T00:00:00Z'],
    // 1 January 2021 was a Friday: it belongs to 2020's week 53.
    ['2021-01-01T00:00:00Z', '2020-W53', '2020-12-28T00:00:00Z'],
    ['2024-12-30T00:00:00Z', '2025-W01', '2024-12-30T00:00:00Z'],
  ])('a week: %s is in %s', (now, key, start) => {
    const w = currentWindow('weekly', at(now));
    expect(w).toEqual({ period: 'weekly', key, start: at(start), end: at(start) + 7 * 86_400_000 });
  });

  it('names the period that closed last', () => {
    expect(lastClosedWindow('daily', at('2026-01-05T00:00:00Z')).key).toBe('2026-01-04');
    expect(lastClosedWindow('weekly', at('2026-01-05T00:00:00Z')).key).toBe('2026-W01');
    expect(lastClosedWindow('weekly', at('2026-01-04T23:00:00Z')).key).toBe('2025-W52');
  });

  it.each([
    ['daily', '2026-01-05'],
    ['daily', '2024-02-29'],
    ['weekly', '2026-W02'],
    ['weekly', '2020-W53'],
    ['weekly', '2025-W01'],
  ] as const)('reads a key back: %s %s', (period, key) => {
    const w = windowOfKey(period, key);
    expect(w?.key).toBe(key);
    expect(currentWindow(period, w?.start ?? 0)).toEqual(w);
  });

  it.each([
    ['daily', '2026-02-30'],
    ['daily', '2026-1-5'],
    ['daily', '2026-W02'],
    ['weekly', '2026-W00'],
    ['weekly', '2025-W53'], // 2025 has 52 weeks (2026, starting on a Thursday, has 53)
    ['weekly', '2026-01-05'],
  ] as const)('refuses a key that is no %s period: %s', (period, key) => {
    expect(windowOfKey(period, key)).toBeUndefined();
  });
});
