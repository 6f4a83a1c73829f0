import { describe, expect, it } from 'vitest';
import { isValidSession } from './session';

// Spec section 5: "A session is valid only if user id > 0 and the key is not empty, 'null' or 'undefined'."
describe('isValidSession', () => {
  it.each([
    [42, 'k3y', true],
    ['42', 'k3y', true],
    [0, 'k3y', false],
    [-1, 'k3y', false],
    ['0', 'k3y', false],
    [1.5, 'k3y', false],
    [42, '', false],
    [42, 'null', false],
    [42, 'undefined', false],
    [42, null, false],
    [42, undefined, false],
    [null, 'k3y', false],
    [undefined, 'k3y', false],
    // Stored values are strings; only a plain decimal id is an id (Number() would accept these).
    ['0x10', 'k3y', false],
    [' 42 ', 'k3y', false],
    ['1e3', 'k3y', false],
    ['', 'k3y', false],
  ] as const)('user id %j with key %j -> %s', (userId, key, expected) => {
    expect(isValidSession(userId, key)).toBe(expected);
  });
});
