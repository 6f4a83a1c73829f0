import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { followFailure, playerStep } from './follow-task-view';

const refusal = (code: number) => new ApiCallError('business', 'x', { code });

describe('followFailure', () => {
  it.each([
    [BodyCode.SOCIAL_NOT_CONNECTED, 'not_connected'],
    [BodyCode.FOLLOW_NOT_FOUND, 'not_following'],
    [BodyCode.FOLLOW_REWARD_CLAIMED, 'claimed'],
    [BodyCode.FOLLOW_TASK_CLOSED, 'closed'],
    [BodyCode.FOLLOW_TASK_OWN, 'own'],
    [BodyCode.SOCIAL_ACCOUNT_TAKEN, 'taken'],
    [BodyCode.SOCIAL_CODE_REJECTED, 'rejected'],
    [BodyCode.SOCIAL_NETWORK_UNAVAILABLE, 'unavailable'],
    [BodyCode.BALANCE_LACK, 'other'],
  ])('code %i -> %s', (code, reason) => {
    expect(followFailure(refusal(code))).toBe(reason);
  });

  it('anything but a business refusal is other', () => {
    expect(followFailure(new Error('boom'))).toBe('other');
  });
});

describe('playerStep', () => {
  it.each([
    [{ paid: '1' }, false, undefined, 'paid'],
    [{ paid: null }, false, true, 'connect'],
    [{ paid: null }, true, undefined, 'follow'],
    [{ paid: null }, true, false, 'follow'],
    [{ paid: null }, true, true, 'claim'],
  ] as const)('%j connected=%s followed=%s -> %s', (task, connected, followed, step) => {
    expect(playerStep(task, connected, followed)).toBe(step);
  });
});
