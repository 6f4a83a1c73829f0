import { DIAL_CODES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  countryOfDialCode,
  DEFAULT_DIAL_COUNTRY,
  dialCodeOptions,
  filterDialCodes,
  isPlausiblePhone,
  phoneDigits,
} from './dial-codes';

describe('dial codes (spec 9)', () => {
  it('default +84 is Vietnam', () => {
    expect(DEFAULT_DIAL_COUNTRY).toBe('vn');
    expect(countryOfDialCode('+84')).toBe('vn');
    expect(countryOfDialCode('+999')).toBeUndefined();
  });

  it('offers every spec country once, with its + dial code', () => {
    const options = dialCodeOptions('en-US');
    expect(options.map((o) => o.country).sort()).toEqual(Object.keys(DIAL_CODES).sort());
    expect(options.find((o) => o.country === 'kz')).toEqual({ country: 'kz', dialCode: '+7', name: 'Kazakhstan' });
  });

  it('names and sorts in the reader language', () => {
    const vi = dialCodeOptions('vi-VN');
    expect(vi.find((o) => o.country === 'vn')?.name).toBe('Việt Nam');
    const names = dialCodeOptions('en-US').map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('search matches name, country code or dial code', () => {
    const options = dialCodeOptions('en-US');
    expect(filterDialCodes(options, 'viet').map((o) => o.country)).toEqual(['vn']);
    expect(filterDialCodes(options, '+84').map((o) => o.country)).toEqual(['vn']);
    expect(
      filterDialCodes(options, '7')
        .map((o) => o.country)
        .sort(),
    ).toEqual(['kz', 'ru']);
    expect(filterDialCodes(options, 'BR').map((o) => o.country)).toContain('br');
    expect(filterDialCodes(options, '  ')).toHaveLength(options.length);
    expect(filterDialCodes(options, 'zzz')).toEqual([]);
  });

  it('phone numbers: digits only, 4 to 15 of them', () => {
    expect(phoneDigits('(091) 234-56 78')).toBe('0912345678');
    expect(isPlausiblePhone('912 345 678')).toBe(true);
    expect(isPlausiblePhone('123')).toBe(false);
    expect(isPlausiblePhone('1234567890123456')).toBe(false);
  });
});
