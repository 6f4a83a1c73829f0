import { describe, expect, it } from 'vitest';
import { relativeTime, timestampToMs } from './relative-time';

describe('spec 5 "Message timestamps of 10 digits are seconds and are multiplied by 1000"', () => {
  it.each<[number | string, number | undefined]>([
    [1_700_000_000, 1_700_000_000_000],
    ['1700000000', 1_700_000_000_000],
    [' 1700000000 ', 1_700_000_000_000],
    [1_700_000_000.9, 1_700_000_000_000],
    // 13 digits are already milliseconds.
    [1_700_000_000_123, 1_700_000_000_123],
    ['1700000000123', 1_700_000_000_123],
    // Other lengths: not the 10-digit rule, kept as milliseconds.
    [123_456_789, 123_456_789],
    [0, 0],
    // Not a timestamp.
    ['', undefined],
    ['abc', undefined],
    ['17e8', undefined],
    [-1_700_000_000, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('%j -> %j', (value, expected) => {
    expect(timestampToMs(value)).toBe(expected);
  });
});

describe('spec 9 "Relative time: under 60 s \'just now\', then minutes, hours, days"', () => {
  const now = Date.UTC(2025, 0, 10, 12, 0, 0);
  const s = 1000;
  it.each<[string, number, string, number]>([
    ['0 s', 0, 'just_now', 0],
    ['59 s', 59 * s, 'just_now', 0],
    ['60 s', 60 * s, 'minutes', 1],
    ['119 s', 119 * s, 'minutes', 1],
    ['59 min 59 s', 3599 * s, 'minutes', 59],
    ['1 h', 3600 * s, 'hours', 1],
    ['23 h 59 min', (24 * 3600 - 60) * s, 'hours', 23],
    ['24 h', 24 * 3600 * s, 'days', 1],
    ['10 days', 10 * 24 * 3600 * s, 'days', 10],
    ['in the future (clock skew)', -30 * s, 'just_now', 0],
  ])('%s ago -> %s %i', (_label, ago, key, count) => {
    expect(relativeTime(now - ago, now)).toEqual({ key, count });
  });

  it('takes 10-digit seconds like message timestamps', () => {
    expect(relativeTime(Math.floor((now - 5 * 60 * s) / 1000), now)).toEqual({ key: 'minutes', count: 5 });
    expect(relativeTime(String(Math.floor((now - 2 * 3600 * s) / 1000)), now)).toEqual({ key: 'hours', count: 2 });
  });

  it('reads an unparsable time as just now rather than failing the screen', () => {
    expect(relativeTime('not a time', now)).toEqual({ key: 'just_now', count: 0 });
  });
});
