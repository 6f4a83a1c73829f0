import { describe, expect, it } from 'vitest';
import { type RewardTask, rewardTaskRemainingDays } from './reward-task';

const DAY_S = 24 * 60 * 60;
const now = Date.UTC(2025, 5, 1, 12, 0, 0);
const nowS = now / 1000;

describe('spec 4.3 "Reward-task remaining days: 0 if past, otherwise rounded up, and -1 if not taken"', () => {
  it.each<[string, RewardTask, number]>([
    ['not taken (takeTime 0)', { takeTime: 0, expired: 7 }, -1],
    ['not taken (no takeTime)', { expired: 7 }, -1],
    ['not taken (takeTime null)', { takeTime: null, expired: 7 }, -1],
    ['taken just now, 7 days', { takeTime: nowS, expired: 7 }, 7],
    ['taken 1 s ago, 7 days: 6 days and a part, rounded up', { takeTime: nowS - 1, expired: 7 }, 7],
    ['taken 1.5 days ago, 3 days: 1.5 left, rounded up', { takeTime: nowS - 1.5 * DAY_S, expired: 3 }, 2],
    ['one second left', { takeTime: nowS - 3 * DAY_S + 1, expired: 3 }, 1],
    ['ends exactly now: past', { takeTime: nowS - 3 * DAY_S, expired: 3 }, 0],
    ['ended yesterday: past', { takeTime: nowS - 4 * DAY_S, expired: 3 }, 0],
    ['expired 0 days: past', { takeTime: nowS - 10, expired: 0 }, 0],
  ])('%s -> %i', (_label, task, expected) => {
    expect(rewardTaskRemainingDays(task, now)).toBe(expected);
  });
});
