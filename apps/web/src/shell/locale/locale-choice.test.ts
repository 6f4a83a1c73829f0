import { describe, expect, it } from 'vitest';
import {
  decideLocaleSwitch,
  type LocaleSwitchInput,
  messengerLanguageOf,
  needsCountry,
  storedLocaleFromCookieHeader,
} from './locale-choice';

describe('storedLocaleFromCookieHeader (spec 9 "Locale cookie name NEXT_LOCALE")', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['NEXT_LOCALE=th-TH', 'th-TH'],
    ['a=1; NEXT_LOCALE=es-MX; b=2', 'es-MX'],
    ['NEXT_LOCALE=pt-BR; NEXT_LOCALE=th-TH', 'pt-BR'],
    ['NEXT_LOCALE=en%2DUS', 'en-US'],
    ['NEXT_LOCALE=de-DE', undefined],
    ['NEXT_LOCALE=', undefined],
    ['XNEXT_LOCALE=th-TH', undefined],
    ['other=th-TH', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j -> %j', (header, expected) => {
    expect(storedLocaleFromCookieHeader(header)).toBe(expected);
  });
});

describe('messengerLanguageOf (spec 3 "Messenger user data ... language_code")', () => {
  const initData = (user: unknown) =>
    new URLSearchParams({ user: JSON.stringify(user), auth_date: '1', hash: 'x' }).toString();
  it.each<[string | undefined, string | undefined]>([
    [initData({ id: 1, language_code: 'es-AR' }), 'es-AR'],
    [initData({ id: 1, language_code: 'de' }), 'de'],
    [initData({ id: 1 }), undefined],
    [initData({ id: 1, language_code: '' }), undefined],
    [initData({ id: 1, language_code: 5 }), undefined],
    ['user=not-json', undefined],
    ['auth_date=1', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (data, expected) => {
    expect(messengerLanguageOf(data)).toBe(expected);
  });
});

describe('decideLocaleSwitch (spec 4.1 "switch the locale if it differs", spec 5 locale choice)', () => {
  it.each<[string, LocaleSwitchInput, string | undefined]>([
    [
      '1. a stored locale: stay, whatever the messenger says',
      { current: 'th-TH', stored: 'th-TH', messengerLanguageCode: 'es' },
      undefined,
    ],
    [
      '1. a stored locale other than the route: stay (the route is what the visitor opened)',
      { current: 'vi-VN', stored: 'th-TH', messengerLanguageCode: 'es' },
      undefined,
    ],
    [
      '1. an unsupported stored value does not count',
      { current: 'vi-VN', stored: 'xx', messengerLanguageCode: 'es' },
      'es-MX',
    ],
    ['2. messenger es-AR on vi-VN: es-MX', { current: 'vi-VN', messengerLanguageCode: 'es-AR' }, 'es-MX'],
    ['2. messenger language already the route: stay', { current: 'es-MX', messengerLanguageCode: 'es' }, undefined],
    [
      '2. the messenger language wins over the country',
      { current: 'vi-VN', messengerLanguageCode: 'ja', countryByIp: 'br' },
      'ja-JP',
    ],
    [
      '3. an unsupported language: the server country',
      { current: 'en-US', messengerLanguageCode: 'de', countryByIp: 'br', countryCode: 'ph' },
      'pt-BR',
    ],
    [
      '3. an unsupported language, no server country: the Country-Code',
      { current: 'ja-JP', messengerLanguageCode: 'de', countryByIp: '', countryCode: 'vn' },
      'vi-VN',
    ],
    [
      '3. an unsupported language whose Country-Code gives the route back: stay',
      { current: 'en-US', messengerLanguageCode: 'de', countryCode: 'ph' },
      undefined,
    ],
    [
      '3. outside the messenger: the server country',
      { current: 'vi-VN', countryByIp: 'TH', countryCode: 'vn' },
      'th-TH',
    ],
    ['3. outside the messenger, an unknown server country: vi-VN', { current: 'en-US', countryByIp: 'de' }, 'vi-VN'],
    [
      'outside the messenger with only the derived Country-Code: stay',
      { current: 'ja-JP', countryByIp: '', countryCode: 'vn' },
      undefined,
    ],
    ['nothing known: stay', { current: 'fr-FR' }, undefined],
  ])('%s', (_rule, input, expected) => {
    expect(decideLocaleSwitch(input)).toBe(expected);
  });

  it.each<[Parameters<typeof needsCountry>[0], boolean]>([
    [{ stored: 'th-TH' }, false],
    [{ messengerLanguageCode: 'es' }, false],
    [{ messengerLanguageCode: 'de' }, true],
    [{}, true],
    [{ stored: 'xx', messengerLanguageCode: 'pt' }, false],
  ])('needsCountry(%j) -> %s', (input, expected) => {
    expect(needsCountry(input)).toBe(expected);
  });
});
