import { describe, expect, it } from 'vitest';
import {
  COUNTRY_DEFAULT_LOCALE,
  chooseLocale,
  type LocaleChoiceInput,
  localeForCountry,
  localeForLanguage,
} from './locale-choice';
import { SUPPORTED_LOCALES } from './locales';

describe('spec 5 locale choice step 3 "the country default"', () => {
  it.each([
    ['vn', 'vi-VN'],
    ['ph', 'en-US'],
    ['br', 'pt-BR'],
    ['id', 'id-ID'],
    ['th', 'th-TH'],
    ['my', 'ms-MY'],
    ['ru', 'ru-RU'],
    ['kz', 'ru-RU'],
    ['uz', 'ru-RU'],
    ['mx', 'es-MX'],
    ['cn', 'zh-CN'],
    ['fr', 'fr-FR'],
    ['jp', 'ja-JP'],
    ['kr', 'ko-KR'],
    ['tr', 'tr-TR'],
    ['BR', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    // Unknown or absent: the default language (spec 9: vi-VN).
    ['us', 'vi-VN'],
    ['de', 'vi-VN'],
    ['', 'vi-VN'],
    [null, 'vi-VN'],
    [undefined, 'vi-VN'],
    ['constructor', 'vi-VN'],
  ])('%j -> %s', (country, expected) => {
    expect(localeForCountry(country)).toBe(expected);
  });

  it('maps only to supported locales', () => {
    for (const locale of Object.values(COUNTRY_DEFAULT_LOCALE)) expect(SUPPORTED_LOCALES).toContain(locale);
  });
});

describe('spec 5 locale choice step 2 "the messenger language code (es or es-* maps to es-MX, otherwise the nearest supported one)"', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['es', 'es-MX'],
    ['es-AR', 'es-MX'],
    ['vi', 'vi-VN'],
    ['vi-VN', 'vi-VN'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['pt-br', 'pt-BR'],
    ['zh-hant', 'zh-CN'],
    ['ms', 'ms-MY'],
    // Nothing near: step 3 decides.
    ['de', undefined],
    ['uk', undefined],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j -> %j', (code, expected) => {
    expect(localeForLanguage(code)).toBe(expected);
  });
});

describe('spec 5 "Locale choice, in order: 1. a stored locale, if supported; 2. the messenger language code (es or es-* maps to es-MX, otherwise the nearest supported one); 3. the country default"', () => {
  it.each<[string, LocaleChoiceInput, string]>([
    // 1. a stored locale, if supported
    ['1. a stored locale wins over the messenger language', { stored: 'th-TH', messengerLanguageCode: 'es' }, 'th-TH'],
    ['1. a stored locale wins over the country', { stored: 'ja-JP', country: 'br' }, 'ja-JP'],
    ['1. an unsupported stored locale is skipped', { stored: 'de-DE', messengerLanguageCode: 'fr' }, 'fr-FR'],
    ['1. a malformed stored value is skipped', { stored: 'en-us', country: 'mx' }, 'es-MX'],
    ['1. an empty stored value is skipped', { stored: '', country: 'th' }, 'th-TH'],
    // 2. the messenger language code
    ['2. es maps to es-MX', { messengerLanguageCode: 'es', country: 'vn' }, 'es-MX'],
    ['2. es-AR maps to es-MX', { messengerLanguageCode: 'es-AR', country: 'br' }, 'es-MX'],
    ['2. es-ES maps to es-MX', { messengerLanguageCode: 'es-ES' }, 'es-MX'],
    ['2. otherwise the nearest supported: en', { messengerLanguageCode: 'en', country: 'vn' }, 'en-US'],
    ['2. otherwise the nearest supported: pt-br', { messengerLanguageCode: 'pt-br', country: 'ru' }, 'pt-BR'],
    ['2. otherwise the nearest supported: zh-hans', { messengerLanguageCode: 'zh-hans' }, 'zh-CN'],
    ['2. otherwise the nearest supported: ru', { messengerLanguageCode: 'ru', country: 'vn' }, 'ru-RU'],
    ['2. otherwise the nearest supported: ko', { messengerLanguageCode: 'ko' }, 'ko-KR'],
    // 3. the country default
    [
      '3. an unsupported language falls to the country default',
      { messengerLanguageCode: 'de', country: 'br' },
      'pt-BR',
    ],
    ['3. an unsupported language, Kazakhstan: ru-RU', { messengerLanguageCode: 'kk', country: 'kz' }, 'ru-RU'],
    ['3. no messenger: the country default', { country: 'id' }, 'id-ID'],
    ['3. a blank language code is no language', { messengerLanguageCode: '  ', country: 'my' }, 'ms-MY'],
    ['3. nothing known: vi-VN', {}, 'vi-VN'],
    ['3. an unknown country: vi-VN', { messengerLanguageCode: 'de', country: 'de' }, 'vi-VN'],
  ])('%s', (_rule, input, expected) => {
    expect(chooseLocale(input)).toBe(expected);
  });

  it.each(SUPPORTED_LOCALES.map((l) => [l]))('1. stored %s is kept whatever else is known', (locale) => {
    expect(chooseLocale({ stored: locale, messengerLanguageCode: 'es', country: 'th' })).toBe(locale);
  });
});
