import { LANGUAGE_TO_COUNTRY, type Locale, SUPPORTED_LOCALES } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { countryForLocale } from './country';

describe('countryForLocale', () => {
  it.each<[Locale, string]>([
    ['en-US', 'ph'],
    ['vi-VN', 'vn'],
    ['pt-BR', 'br'],
    ['ru-RU', 'ru'],
    ['id-ID', 'id'],
    ['zh-CN', 'cn'],
    ['ja-JP', 'jp'],
  ])('%s -> %s', (locale, country) => {
    expect(countryForLocale(locale)).toBe(country);
  });

  it("follows the spec's language-to-country map where it has an entry", () => {
    for (const [locale, country] of Object.entries(LANGUAGE_TO_COUNTRY)) {
      expect(countryForLocale(locale as Locale)).toBe(country);
    }
  });

  it.each(SUPPORTED_LOCALES)('%s yields a lower-case two-letter country code', (locale) => {
    expect(countryForLocale(locale)).toMatch(/^[a-z]{2}$/);
  });
});
