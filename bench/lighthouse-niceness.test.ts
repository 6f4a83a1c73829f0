import { describe, expect, it } from 'vitest';
import { serverNiceness } from './lighthouse';

describe('the servers’ niceness during the Lighthouse runs', () => {
  it('is 10 unless the environment says otherwise', () => {
    expect(serverNiceness({})).toBe(10);
  });

  it('takes 0 (servers equal to the browser) up to 19', () => {
    expect(serverNiceness({ BENCH_LIGHTHOUSE_SERVER_NICE: '0' })).toBe(0);
    expect(serverNiceness({ BENCH_LIGHTHOUSE_SERVER_NICE: '19' })).toBe(19);
  });

  it('falls back to 10 on a value the scheduler would refuse', () => {
    for (const bad of ['-5', '20', '2.5', 'high'])
      expect(serverNiceness({ BENCH_LIGHTHOUSE_SERVER_NICE: bad })).toBe(10);
  });
});
