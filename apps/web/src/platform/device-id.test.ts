import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readMessengerDeviceId } from './device-id';

describe('the messenger device id (spec 5, 9: version 7.2 or later, 5 s timeout)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['7.1', '6.9', '7.1.9', ''])('below 7.2 (%j) the messenger is not asked: undefined', async (version) => {
    const ask = vi.fn(async () => 'dev-1');
    await expect(readMessengerDeviceId({ version, ask })).resolves.toBeUndefined();
    expect(ask).not.toHaveBeenCalled();
  });

  it.each(['7.2', '7.10', '8.0'])('at %s the answer is the device id', async (version) => {
    await expect(readMessengerDeviceId({ version, ask: async () => 'dev-1' })).resolves.toBe('dev-1');
  });

  it('no answer within 5 s: undefined at 5000 ms, not before', async () => {
    let settled: string | undefined | 'pending' = 'pending';
    const read = readMessengerDeviceId({ version: '7.2', ask: () => new Promise(() => {}) }).then((id) => {
      settled = id;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await read;
    expect(settled).toBeUndefined();
  });

  it('an answer after 4.9 s still counts', async () => {
    const read = readMessengerDeviceId({
      version: '7.2',
      ask: () => new Promise((resolve) => setTimeout(() => resolve('late-but-in-time'), 4900)),
    });
    await vi.advanceTimersByTimeAsync(4900);
    await expect(read).resolves.toBe('late-but-in-time');
  });

  it.each([
    ['a failed ask', () => Promise.reject(new Error('unsupported'))],
    ['an empty id', async () => ''],
    ['no id (biometry unavailable)', async () => undefined],
  ])('%s: undefined', async (_what, ask) => {
    await expect(readMessengerDeviceId({ version: '7.2', ask })).resolves.toBeUndefined();
  });
});
