import { COMPLETE_LIST_FILTERS } from '@app/shared/tasklib/task-contracts';
import { describe, expect, it } from 'vitest';
import { REWARD_FILTERS, rewardFilterOf } from './reward-filters';

describe('/reward/list status filter', () => {
  it('has the tabs of the contract, all first', () => {
    expect([...REWARD_FILTERS].sort()).toEqual([...COMPLETE_LIST_FILTERS].sort());
    expect(REWARD_FILTERS[0]).toBe('all');
  });
  it('reads a known status from the address, else all', () => {
    expect(rewardFilterOf('completed')).toBe('completed');
    expect(rewardFilterOf('bogus')).toBe('all');
    expect(rewardFilterOf(undefined)).toBe('all');
  });
});
