import { BodyCode } from '@app/shared/core/errors';
import { opsCreateOperator } from '@app/shared/ops/operator-contracts';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { submitErrorOf, validateWith } from './form-errors';

const valid = { email: 'Ann@Example.com', display_name: 'Ann', password: 'a-long-password', roles: ['support'] };

describe('validateWith (the endpoint contract)', () => {
  it('answers the parsed request of valid values', () => {
    expect(validateWith(opsCreateOperator.request, valid)).toEqual({
      ok: true,
      data: { ...valid, email: 'ann@example.com' },
    });
  });

  it('answers the first message of each invalid field', () => {
    const result = validateWith(opsCreateOperator.request, { ...valid, email: 'nope', password: 'short' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'password']);
    expect(result.errors.password).toBe('at least 12 characters');
  });
});

describe('submitErrorOf (the envelope)', () => {
  it("puts the API's field error beside a field of the form", () => {
    const error = new ApiCallError('business', 'An operator with this email exists', {
      code: BodyCode.CONFLICT,
      field: 'email',
    });
    expect(submitErrorOf(error, ['email', 'password'])).toEqual({
      field: ['email', 'An operator with this email exists'],
    });
  });

  it('keeps anything else for above the form', () => {
    const foreign = new ApiCallError('business', 'x', { code: BodyCode.CONFLICT, field: 'roles' });
    expect(submitErrorOf(foreign, ['email'])).toEqual({ form: foreign });
    const network = new ApiCallError('network', 'offline');
    expect(submitErrorOf(network, ['email'])).toEqual({ form: network });
  });
});
