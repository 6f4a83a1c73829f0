import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { sendErrorKey } from './send-error';

describe('sendErrorKey', () => {
  it.each([
    [BodyCode.MESSAGE_BLOCKED, 'error.blocked'],
    [BodyCode.MESSAGE_TO_SELF, 'error.self'],
    [BodyCode.MESSAGE_RECIPIENT_UNKNOWN, 'error.unknown_player'],
    [BodyCode.MESSAGE_RATE_LIMITED, 'error.too_fast'],
    [BodyCode.INVALID_PARAMS, undefined],
  ])('code %i -> %s', (code, key) => {
    expect(sendErrorKey(new ApiCallError('business', 'x', { code }))).toBe(key);
  });

  it('leaves network failures to the app’s texts', () => {
    expect(sendErrorKey(new ApiCallError('network', 'offline'))).toBeUndefined();
    expect(sendErrorKey(null)).toBeUndefined();
  });
});
