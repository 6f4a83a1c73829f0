import { describe, expect, it } from 'vitest';
import { ZErrorEnvelope } from './envelope';
import { isEnvelope, isSuccessfulResponse } from './envelope-checks';

/**
 * Spec section 5: "A request counts as successful only when the HTTP status is 200 and the body code
 * is 0 or within 200-299."
 */
describe('isSuccessfulResponse', () => {
  it.each([
    [200, 0, true],
    [200, 200, true],
    [200, 250, true],
    [200, 299, true],
    [200, 300, false],
    [200, 199, false],
    [200, 1, false],
    [200, -1, false],
    [200, 400, false],
    [200, 1001, false],
    [200, 1004, false],
    [201, 0, false],
    [204, 200, false],
    [299, 0, false],
    [400, 0, false],
    [500, 0, false],
    [200, '0', false],
    [200, '200', false],
    [200, 1.5, false],
    [200, 200.5, false],
    [200, Number.NaN, false],
    [200, null, false],
    [200, undefined, false],
  ])('HTTP %s with code %j -> %s', (status, code, expected) => {
    expect(isSuccessfulResponse(status, code)).toBe(expected);
  });
});

describe('isEnvelope', () => {
  it.each([
    [{ code: 0, msg: 'ok', data: null }, true],
    [{ code: 1001, msg: 'bad', data: { field: 'x' } }, true],
    [{ code: '0', msg: 'ok', data: null }, false],
    [{ code: 0, data: null }, false],
    [{ code: 0, msg: 'ok' }, false],
    [null, false],
    ['{"code":0}', false],
  ])('%j -> %s', (value, expected) => {
    expect(isEnvelope(value)).toBe(expected);
  });
});

describe('ZErrorEnvelope', () => {
  it('accepts a non-zero code and rejects code 0', () => {
    expect(ZErrorEnvelope.safeParse({ code: 1003, msg: 'missing', data: null }).success).toBe(true);
    expect(ZErrorEnvelope.safeParse({ code: 0, msg: 'ok', data: null }).success).toBe(false);
  });
});
