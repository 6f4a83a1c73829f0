import { describe, expect, it } from 'vitest';
import { type DailyLimitStorage, isAllowedToday, localDateKey, readDailyRecord, recordDoneToday } from './daily-limit';

function memoryStorage(initial: Record<string, string> = {}): DailyLimitStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (Object.hasOwn(data, key) ? (data[key] ?? null) : null),
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

// Local-time dates, so the tests hold in any time zone.
const day1Morning = new Date(2025, 2, 10, 0, 0, 1);
const day1Night = new Date(2025, 2, 10, 23, 59, 59);
const day2 = new Date(2025, 2, 11, 0, 0, 0);
const at = (date: Date) => () => date;
const KEY = 'daily_popup';

describe('spec 9 "Daily rollups use the local date"', () => {
  it.each<[Date, string]>([
    [new Date(2025, 0, 1, 0, 0, 0), '2025-01-01'],
    [new Date(2025, 11, 31, 23, 59, 59), '2025-12-31'],
    [new Date(999, 8, 9, 12), '0999-09-09'],
  ])('%s -> %s', (date, expected) => {
    expect(localDateKey(date)).toBe(expected);
  });
});

describe('spec 4.3 "an action is allowed if it has not been done today and the count is below an optional maximum"', () => {
  it.each<[string, Record<string, string>, number | undefined, Date, boolean]>([
    ['never done, no maximum', {}, undefined, day1Morning, true],
    ['never done, maximum 1', {}, 1, day1Morning, true],
    ['done earlier today', { [KEY]: '{"date":"2025-03-10","count":1}' }, undefined, day1Night, false],
    ['done yesterday, no maximum', { [KEY]: '{"date":"2025-03-10","count":7}' }, undefined, day2, true],
    ['done yesterday, count below the maximum', { [KEY]: '{"date":"2025-03-10","count":2}' }, 3, day2, true],
    ['done yesterday, count at the maximum', { [KEY]: '{"date":"2025-03-10","count":3}' }, 3, day2, false],
    ['maximum 0 never allows', {}, 0, day1Morning, false],
    ['malformed value counts as never done', { [KEY]: 'not json' }, 1, day1Morning, true],
    ['bad fields count as never done', { [KEY]: '{"date":5,"count":"x"}' }, 1, day1Morning, true],
  ])('%s -> %s', (_label, stored, max, now, expected) => {
    expect(isAllowedToday(memoryStorage(stored), KEY, { max, now: at(now) })).toBe(expected);
  });
});

describe('spec 4.3 "Recording increments the count and stores today\'s date"', () => {
  it('counts up across days and stores the local date', () => {
    const storage = memoryStorage();
    expect(recordDoneToday(storage, KEY, { now: at(day1Morning) })).toEqual({ date: '2025-03-10', count: 1 });
    expect(isAllowedToday(storage, KEY, { now: at(day1Night) })).toBe(false);
    expect(isAllowedToday(storage, KEY, { now: at(day2) })).toBe(true);
    expect(recordDoneToday(storage, KEY, { now: at(day2) })).toEqual({ date: '2025-03-11', count: 2 });
    expect(JSON.parse(storage.data[KEY] ?? '')).toEqual({ date: '2025-03-11', count: 2 });
    expect(isAllowedToday(storage, KEY, { max: 2, now: at(new Date(2025, 2, 12)) })).toBe(false);
  });

  it('keeps keys apart', () => {
    const storage = memoryStorage();
    recordDoneToday(storage, 'a', { now: at(day1Morning) });
    expect(isAllowedToday(storage, 'b', { now: at(day1Morning) })).toBe(true);
  });

  it('a blocked storage reads as never done and recording does not throw', () => {
    const blocked: DailyLimitStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readDailyRecord(blocked, KEY)).toEqual({ date: '', count: 0 });
    expect(isAllowedToday(blocked, KEY, { now: at(day1Morning) })).toBe(true);
    expect(recordDoneToday(blocked, KEY, { now: at(day1Morning) })).toEqual({ date: '2025-03-10', count: 1 });
  });
});
