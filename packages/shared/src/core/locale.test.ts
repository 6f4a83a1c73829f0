import { describe, expect, it } from 'vitest';
import { nearestSupportedLocale } from './locale';
import { SUPPORTED_LOCALES } from './locales';

describe('nearestSupportedLocale', () => {
  it.each(SUPPORTED_LOCALES.map((l) => [l]))('%s matches itself exactly', (locale) => {
    expect(nearestSupportedLocale(locale)).toBe(locale);
    expect(nearestSupportedLocale(locale.toLowerCase())).toBe(locale);
    expect(nearestSupportedLocale(locale.toUpperCase())).toBe(locale);
    expect(nearestSupportedLocale(locale.replace('-', '_'))).toBe(locale);
  });

  it.each([
    ['pt_br', 'pt-BR'],
    [' en-us ', 'en-US'],
    ['ZH_cn', 'zh-CN'],
    ['es', 'es-MX'],
    ['es-ES', 'es-MX'],
    ['es-AR', 'es-MX'],
    ['es_co', 'es-MX'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['zh-TW', 'zh-CN'],
    ['zh-Hant-TW', 'zh-CN'],
    ['fr-CA', 'fr-FR'],
    ['ja', 'ja-JP'],
    ['xx', 'vi-VN'],
    ['de-DE', 'vi-VN'],
    ['', 'vi-VN'],
    ['e', 'vi-VN'],
  ])('%j -> %s', (tag, expected) => {
    expect(nearestSupportedLocale(tag)).toBe(expected);
  });

  it.each([
    ['de-DE', 'en-US', 'en-US'],
    ['xx', 'th-TH', 'th-TH'],
    // A match still wins over the fallback.
    ['es-AR', 'en-US', 'es-MX'],
    ['vi', 'en-US', 'vi-VN'],
  ] as const)('%j with fallback %s -> %s', (tag, fallback, expected) => {
    expect(nearestSupportedLocale(tag, fallback)).toBe(expected);
  });
});
