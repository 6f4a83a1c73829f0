import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { playErrorKey } from './play-error';

describe('playErrorKey: what the game says when a round is refused', () => {
  it.each([
    [1014, 'balance'],
    [1050, 'unavailable'],
    [1051, 'selfExcluded'],
    [1052, 'limit'],
    [1055, 'session'],
    [1004, 'session'],
    [1001, 'invalid'],
    [1999, 'unknown'],
  ] as const)('business code %i -> %s', (code, key) => {
    expect(playErrorKey(new ApiCallError('business', 'refused', { code }))).toBe(key);
  });

  it('no answer is a network problem; anything else is unknown', () => {
    expect(playErrorKey(new ApiCallError('network', 'offline'))).toBe('network');
    expect(playErrorKey(new ApiCallError('http', 'bad gateway', { status: 502 }))).toBe('unknown');
    expect(playErrorKey(new Error('boom'))).toBe('unknown');
    expect(playErrorKey(null)).toBe('unknown');
  });
});
