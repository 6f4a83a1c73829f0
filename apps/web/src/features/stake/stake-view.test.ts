import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { aprPercent, optionPercent, sharePercent, stakeFailure } from './stake-view';

const refusal = (code: number) => new ApiCallError('business', 'refused', { code });

describe('stake view helpers', () => {
  it('names each refusal the pages word differently', () => {
    expect(stakeFailure(refusal(BodyCode.STAKE_LOCK_NOT_DUE))).toBe('not_due');
    expect(stakeFailure(refusal(BodyCode.VOTE_CLOSED))).toBe('closed');
    expect(stakeFailure(refusal(BodyCode.VOTE_NO_LOCKED_TOKENS))).toBe('no_lock');
    expect(stakeFailure(refusal(BodyCode.VOTE_ALREADY_CAST))).toBe('already');
    expect(stakeFailure(refusal(BodyCode.BALANCE_LACK))).toBe('balance');
    expect(stakeFailure(refusal(BodyCode.INVALID_PARAMS))).toBe('other');
    expect(stakeFailure(new Error('network'))).toBe('other');
  });

  it('shows shares, option parts and rates as people read them', () => {
    expect(sharePercent(750_000)).toBe('75');
    expect(sharePercent(123_456)).toBe('12.35');
    expect(sharePercent(42)).toBe('<0.01');
    expect(sharePercent(0)).toBe('0');
    expect(optionPercent('150', '200')).toBe(75);
    expect(optionPercent('0', '0')).toBe(0);
    expect(aprPercent(500)).toBe('5%');
    expect(aprPercent(750)).toBe('7.5%');
  });
});
