import { describe, expect, it } from 'vitest';
import { submissionKeys } from './submission-key';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('submissionKeys', () => {
  it('reuses the key when the same body is sent again (a retry)', () => {
    const keys = submissionKeys(counter());
    expect(keys.keyFor({ amount: '5' })).toBe('key-1');
    expect(keys.keyFor({ amount: '5' })).toBe('key-1');
  });

  it('gives a changed body a new key', () => {
    const keys = submissionKeys(counter());
    keys.keyFor({ amount: '5' });
    expect(keys.keyFor({ amount: '6' })).toBe('key-2');
  });

  it('gives the next submission a new key after an answer', () => {
    const keys = submissionKeys(counter());
    keys.keyFor({ amount: '5' });
    keys.done();
    expect(keys.keyFor({ amount: '5' })).toBe('key-2');
  });

  it('makes keys the API accepts by default (8-128 of A-Z a-z 0-9 _ . : -)', () => {
    expect(submissionKeys().keyFor({})).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });
});
