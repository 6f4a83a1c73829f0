import { BodyCode } from '@app/shared/core/errors';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { opsErrorText } from './ops-error-text';

const NOW = 1_000_000;
const business = (code: number, data?: unknown) => new ApiCallError('business', 'msg', { status: 200, code, data });

describe('opsErrorText', () => {
  it('a lock with retry_after_s says when it ends', () => {
    expect(opsErrorText(business(BodyCode.OPS_ACCOUNT_LOCKED, { retry_after_s: 90 }), NOW)).toEqual({
      key: 'locked',
      unlockAt: NOW + 90_000,
    });
  });

  it('a lock without a time says only that the account is locked', () => {
    expect(opsErrorText(business(BodyCode.OPS_ACCOUNT_LOCKED, {}), NOW)).toEqual({ key: 'locked_unknown' });
  });

  it('HTTP 429 is the rate limit, whatever the body code', () => {
    expect(opsErrorText(new ApiCallError('http', 'too many', { status: 429, code: 429 }), NOW)).toEqual({
      key: 'rate_limited',
    });
  });

  it.each([
    [BodyCode.AUTH_FAILED, 'wrong_password'],
    [BodyCode.OTP_INVALID, 'wrong_code'],
    [BodyCode.OPS_SESSION_INVALID, 'session_ended'],
    [BodyCode.OPS_SECOND_FACTOR_REQUIRED, 'second_factor'],
    [BodyCode.OPS_PERMISSION_DENIED, 'permission'],
    [BodyCode.OPS_CSRF_INVALID, 'csrf'],
    [BodyCode.CONFLICT, 'conflict'],
    [BodyCode.OPS_ACCOUNT_DISABLED, 'disabled'],
    [BodyCode.RESOURCE_NOT_FOUND, 'not_found'],
    [BodyCode.APPROVAL_DECIDED, 'approval_decided'],
    [BodyCode.APPROVAL_OWN_REQUEST, 'approval_own'],
    [BodyCode.BALANCE_LACK, 'balance_lack'],
    [BodyCode.IDEMPOTENCY_CONFLICT, 'idempotency'],
    [BodyCode.INTERNAL_ERROR, 'server'],
  ])('body code %i -> %s', (code, key) => {
    expect(opsErrorText(business(code), NOW)).toEqual({ key });
  });

  it('a conflict naming an operator is disabling oneself or the last active owner', () => {
    const error = new ApiCallError('business', 'msg', { status: 200, code: BodyCode.CONFLICT, field: 'operator_id' });
    expect(opsErrorText(error, NOW)).toEqual({ key: 'cannot_disable' });
  });

  it('no answer is a network failure; an unknown code keeps its message', () => {
    expect(opsErrorText(new ApiCallError('network', 'offline'), NOW)).toEqual({ key: 'network' });
    expect(opsErrorText(business(4242), NOW)).toEqual({ key: 'generic', message: 'msg' });
  });
});
