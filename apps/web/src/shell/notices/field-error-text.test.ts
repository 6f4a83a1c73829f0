import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_KEYS, type FieldErrorKey, fieldErrorKey } from './field-error-text';

describe('fieldErrorKey: the API field error -> its sentence in errors.field', () => {
  it.each<[string, string, number | undefined, FieldErrorKey]>([
    // The API's own messages (apps/api: phone-number.ts, user.routes.ts, wallet.service.ts, contracts).
    ['phone', 'is not a valid phone number for +84', 1001, 'phone_invalid'],
    ['phone', 'must be a phone number', 1001, 'phone_invalid'],
    ['phone', 'is required', 1001, 'phone_required'],
    ['phone', 'must be the phone bound to your account', 1001, 'phone_not_yours'],
    ['country_code', '+999 is not a supported dial code', 1001, 'country_code'],
    ['code', 'must be 6 digits', 1001, 'code'],
    ['amount', 'must be greater than 0', 1001, 'amount_positive'],
    ['amount', 'is too small to cover the fee', 1001, 'amount_fee'],
    ['amount', 'is too small to buy any KUSDT', 1001, 'amount_too_small'],
    ['amount', 'must be a decimal string', 1001, 'amount'],
    ['items.0.amount', 'must be greater than 0', 1001, 'amount_positive'],
    ['to_user_id', 'must be another user', 1001, 'recipient_self'],
    ['to_user_id', 'must be a positive integer', 1001, 'recipient'],
    ['username', 'is already taken', 1009, 'username_taken'],
    ['username', 'must be 3-20 letters', 1001, 'username'],
    ['address', 'must be a Solana address (base58 of 32 bytes)', 1001, 'address'],
    ['to_coin', 'must differ from from_coin', 1001, 'coin_same'],
    ['coin', 'must be one of WH, KTHER', 1001, 'coin'],
    ['Idempotency-Key', 'is required on calls that move money', 1001, 'request'],
    ['PLATFORM', 'must be h5, tg or app', 1002, 'request'],
    ['tablist.0', 'must be a tab code', 1001, 'other'],
    ['body', 'Invalid input', undefined, 'other'],
  ])('%s "%s" (code %s) -> %s', (field, message, code, key) => {
    expect(fieldErrorKey(field, message, code)).toBe(key);
  });
});

describe('errors.field sentences', () => {
  const read = (locale: string) =>
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../messages', locale, 'errors.json'), 'utf8')) as {
      field: Record<string, string>;
    };

  it.each(SUPPORTED_LOCALES)('%s has a sentence for every key, none repeating a phrase of the server', (locale) => {
    const { field } = read(locale);
    expect(Object.keys(field).sort()).toEqual([...FIELD_ERROR_KEYS].sort());
    for (const key of FIELD_ERROR_KEYS) expect(field[key]).not.toMatch(/Invalid parameter|is not a valid phone/);
  });

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en-US'))('%s is translated, not an English copy', (locale) => {
    const en = read('en-US').field;
    const own = read(locale).field;
    const copies = FIELD_ERROR_KEYS.filter((key) => own[key] === en[key]);
    expect(copies).toEqual([]);
  });
});
