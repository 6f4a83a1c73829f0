import { describe, expect, it } from 'vitest';
import { totalsByCoin } from './reward-totals';

describe('my rewards per coin', () => {
  it('sums completed rewards per coin exactly, in first-seen order', () => {
    expect(
      totalsByCoin([
        { status: 'completed', reward: '0.1', coin: 'KC' },
        { status: 'completed', reward: '0.2', coin: 'KC' },
        { status: 'completed', reward: '5', coin: 'HAPPY' },
        { status: 'completed', reward: '1.005', coin: 'KC' },
      ]),
    ).toEqual([
      { coin: 'KC', amount: '1.305', count: 3 },
      { coin: 'HAPPY', amount: '5', count: 1 },
    ]);
  });
  it('ignores what is not completed and amounts that are not numbers', () => {
    expect(
      totalsByCoin([
        { status: 'pending', reward: '9', coin: 'KC' },
        { status: 'reversed', reward: '9', coin: 'KC' },
        { status: 'completed', reward: 'abc', coin: 'KC' },
      ]),
    ).toEqual([]);
  });
});
