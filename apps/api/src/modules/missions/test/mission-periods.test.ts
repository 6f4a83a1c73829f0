import { describe, expect, it } from 'vitest';
import { SEED_MISSIONS } from '../mission-data';
import { currentStreak, periodOf, utcDayKey } from '../mission-periods';

const NOON = Date.UTC(2026, 10, 27, 12);
const DAY = 24 * 60 * 60 * 1000;
const day = (daysAgo: number) => utcDayKey(NOON - daysAgo * DAY);

/** The periods missions count in (pure rules; the API tests run them end to end). */
describe('mission periods', () => {
  it('counts a streak back from today, or from yesterday before today’s sign-in', () => {
    expect(currentStreak([day(0), day(1), day(2), day(4)], NOON)).toEqual({
      days: 3,
      firstDay: day(2),
      signedInToday: true,
    });
    expect(currentStreak([day(1), day(2)], NOON)).toEqual({ days: 2, firstDay: day(2), signedInToday: false });
    expect(currentStreak([day(2), day(3)], NOON)).toEqual({ days: 0, firstDay: '', signedInToday: false });
    expect(currentStreak([day(0), day(0)], NOON).days).toBe(1);
  });

  it('keys daily missions by the UTC day, ending at the next UTC midnight', () => {
    const daily = SEED_MISSIONS.find((m) => m.section === 'daily');
    if (!daily) throw new Error('the data has a daily mission');
    const period = periodOf(daily, Date.UTC(2026, 10, 27, 23, 59), currentStreak([], NOON));
    expect(period).toEqual({ key: '2026-11-27', since: Date.UTC(2026, 10, 27), endsAt: Date.UTC(2026, 10, 28) });
  });

  it('keys retention missions by the streak’s first day and newbie missions once', () => {
    const retention = SEED_MISSIONS.find((m) => m.section === 'retention');
    const newbie = SEED_MISSIONS.find((m) => m.section === 'newbie');
    if (!retention || !newbie) throw new Error('the data has retention and newbie missions');
    const streak = currentStreak([day(0), day(1)], NOON);
    expect(periodOf(retention, NOON, streak)).toEqual({ key: day(1), endsAt: null });
    expect(periodOf(newbie, NOON, streak)).toEqual({ key: 'once', endsAt: null });
  });
});
