import { describe, expect, it } from 'vitest';
import { isLoosening, parseLimitInput } from './loss-limit';
import { isVerifiable, roundResult, shortHash } from './round-view';

describe('roundResult', () => {
  it.each([
    [{ bet: '1', win: '2.5' }, 'won'],
    [{ bet: '1', win: '0' }, 'lost'],
    [{ bet: '1.50', win: '1.5' }, 'even'],
    [{ bet: '0.0001', win: '0.00009' }, 'lost'],
  ] as const)('%j -> %s', (round, expected) => {
    expect(roundResult(round)).toBe(expected);
  });
});

describe('isVerifiable', () => {
  it('is true for a house round with its seeds and false for a provider round', () => {
    expect(isVerifiable({ fair: { nonce: 1 } })).toBe(true);
    expect(isVerifiable({ fair: null })).toBe(false);
  });
});

describe('shortHash', () => {
  it('keeps the ends of a long hash and a short one whole', () => {
    expect(shortHash('0123456789abcdef0123456789abcdef')).toBe('01234567…89abcdef');
    expect(shortHash('abc')).toBe('abc');
  });
});

describe('parseLimitInput', () => {
  it.each([
    ['', { ok: true, value: null }],
    ['  ', { ok: true, value: null }],
    ['100', { ok: true, value: '100' }],
    ['0012.5', { ok: true, value: '12.5' }],
    ['12,5', { ok: true, value: '12.5' }],
    ['0', { ok: false, error: 'zero' }],
    ['0.000', { ok: false, error: 'zero' }],
    ['-5', { ok: false, error: 'format' }],
    ['1e3', { ok: false, error: 'format' }],
    ['1.123456789', { ok: false, error: 'format' }],
    ['abc', { ok: false, error: 'format' }],
  ] as const)('%j -> %j', (text, expected) => {
    expect(parseLimitInput(text)).toEqual(expected);
  });
});

describe('isLoosening', () => {
  it.each([
    [null, '100', false],
    [null, null, false],
    ['100', '50', false],
    ['100', '100', false],
    ['100', '100.01', true],
    ['100', null, true],
  ] as const)('%j -> %j: %s', (current, next, expected) => {
    expect(isLoosening(current, next)).toBe(expected);
  });
});
