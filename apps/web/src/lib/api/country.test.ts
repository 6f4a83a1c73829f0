import { LANGUAGE_TO_COUNTRY, type Locale, SUB_SITE_LOCALES, SUPPORTED_LOCALES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { countryForLocale } from './country';

describe('countryForLocale (spec 7.1 "Country-Code (from the stored country or derived from the language, default vi-VN)")', () => {
  it.each<[Locale, string]>([
    // Spec 9 "Language to country map: en-US to ph, vi-VN to vn."
    ['en-US', 'ph'],
    ['vi-VN', 'vn'],
    // Spec 9 "Locales with a regional sub-site": their region is their market.
    ['pt-BR', 'br'],
    ['id-ID', 'id'],
    ['th-TH', 'th'],
    ['ms-MY', 'my'],
    ['ru-RU', 'ru'],
    ['es-MX', 'mx'],
    // No regional sub-site: the default language's country.
    ['zh-CN', 'vn'],
    ['fr-FR', 'vn'],
    ['ja-JP', 'vn'],
    ['ko-KR', 'vn'],
    ['tr-TR', 'vn'],
  ])('%s -> %s', (locale, country) => {
    expect(countryForLocale(locale)).toBe(country);
  });

  it("follows the spec's language-to-country map where it has an entry", () => {
    for (const [locale, country] of Object.entries(LANGUAGE_TO_COUNTRY)) {
      expect(countryForLocale(locale as Locale)).toBe(country);
    }
  });

  it('gives every sub-site locale a country of its own', () => {
    const countries = SUB_SITE_LOCALES.map(countryForLocale);
    expect(new Set(countries).size).toBe(SUB_SITE_LOCALES.length);
  });

  it.each(SUPPORTED_LOCALES)('%s yields a lower-case two-letter country code', (locale) => {
    expect(countryForLocale(locale)).toMatch(/^[a-z]{2}$/);
  });
});
