import { describe, expect, it } from 'vitest';
import { lookupProblemOf, recipientInput, showsWhileTyping } from './recipient-input';

describe('recipientInput: what a typed recipient looks up', () => {
  it.each([
    ['an empty id', 'id', '  ', { ok: false, reason: 'empty' }],
    ['a new id with its check digit', 'id', '1234567894', { ok: true, by: 'id', value: '1234567894' }],
    ['a new id typed with spaces', 'id', '123 456 7894', { ok: true, by: 'id', value: '1234567894' }],
    ['a new id with one digit wrong', 'id', '1234567895', { ok: false, reason: 'mistyped' }],
    ['two neighbouring digits swapped', 'id', '1234567849', { ok: false, reason: 'mistyped' }],
    ['an id of the old numbering', 'id', '42', { ok: true, by: 'id', value: '42' }],
    ['letters in an id', 'id', '12a4', { ok: false, reason: 'not_digits' }],
    ['zero', 'id', '000', { ok: false, reason: 'not_digits' }],
    ['a username', 'username', 'alice_01', { ok: true, by: 'username', value: 'alice_01' }],
    ['a username with @', 'username', '@alice', { ok: true, by: 'username', value: 'alice' }],
    ['two letters', 'username', 'al', { ok: false, reason: 'short' }],
    ['a username with a space', 'username', 'al ice', { ok: false, reason: 'bad_username' }],
    ['a national phone number', 'phone', '0912 345 678', { ok: true, by: 'phone', value: '0912 345 678' }],
    [
      'an international phone number',
      'phone',
      '+84 (912) 345-678',
      { ok: true, by: 'phone', value: '+84 (912) 345-678' },
    ],
    ['a phone number begun', 'phone', '0912', { ok: false, reason: 'short' }],
    ['letters in a phone number', 'phone', '09x2345678', { ok: false, reason: 'bad_phone' }],
  ] as const)('%s', (_name, by, raw, expected) => {
    expect(recipientInput(by, raw)).toEqual(expected);
  });

  it.each([
    ['empty', false],
    ['short', false],
    ['mistyped', true],
    ['not_digits', true],
    ['bad_username', true],
    ['bad_phone', true],
  ] as const)('%s is said while typing: %s', (reason, shown) => {
    expect(showsWhileTyping(reason)).toBe(shown);
  });
});

describe('lookupProblemOf: a failed lookup as the form says it', () => {
  it.each([
    ['nobody (1003)', 'id', { code: 1003 }, 'unknown'],
    ['the payer themself', 'username', { code: 1001, details: { field: 'value', data: { reason: 'self' } } }, 'self'],
    ['a phone the server cannot read', 'phone', { code: 1001, details: { field: 'value', data: {} } }, 'bad_phone'],
    ['the per-address limit (HTTP 429)', 'id', { details: { status: 429 } }, 'limited'],
    ['the per-user limit (code 429)', 'phone', { code: 429, details: { status: 429 } }, 'limited'],
    ['no answer', 'id', { details: {} }, 'failed'],
  ] as const)('%s', (_name, by, error, problem) => {
    expect(lookupProblemOf(by, error)).toBe(problem);
  });
});
