import { describe, expect, it } from 'vitest';
import { canTake, stateTone, timeLeftOf } from './task-view';

const DAY_S = 86_400;
const now = Date.UTC(2026, 10, 27, 12);
const nowS = now / 1000;

describe('reward-task time left (spec 4.3 rule)', () => {
  it('not taken: nothing shown (remaining days -1)', () => {
    expect(timeLeftOf({ takeTime: 0, expired: 7 }, now)).toEqual({ kind: 'none' });
  });
  it('no time limit: nothing shown', () => {
    expect(timeLeftOf({ takeTime: nowS, expired: 0 }, now)).toEqual({ kind: 'none' });
  });
  it('days left rounded up', () => {
    expect(timeLeftOf({ takeTime: nowS - 1.5 * DAY_S, expired: 3 }, now)).toEqual({ kind: 'days', days: 2 });
    expect(timeLeftOf({ takeTime: nowS, expired: 7 }, now)).toEqual({ kind: 'days', days: 7 });
  });
  it('past: ended (remaining days 0)', () => {
    expect(timeLeftOf({ takeTime: nowS - 3 * DAY_S, expired: 3 }, now)).toEqual({ kind: 'ended' });
  });
});

describe('task states', () => {
  it('tones', () => {
    expect(stateTone('completed')).toBe('success');
    expect(stateTone('pending')).toBe('warning');
    expect(stateTone('rejected')).toBe('danger');
    expect(stateTone('new')).toBe('neutral');
  });
  it('a task is taken when new or in progress only', () => {
    expect(canTake('new')).toBe(true);
    expect(canTake('in_progress')).toBe(true);
    expect(canTake('pending')).toBe(false);
    expect(canTake('completed')).toBe(false);
  });
});
