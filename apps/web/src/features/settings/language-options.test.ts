import { SUPPORTED_LOCALES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { displayNameIn, languageOptions, switchHref, withLocale } from './language-options';

describe('languageOptions', () => {
  it('lists the 13 locales in their own names, marking the current one', () => {
    const options = languageOptions('en-US', () => undefined);
    expect(options.map((o) => o.locale)).toEqual([...SUPPORTED_LOCALES]);
    expect(options.find((o) => o.locale === 'ru-RU')?.name).toBe('Русский');
    expect(options.find((o) => o.locale === 'ja-JP')?.name).toBe('日本語');
    expect(options.filter((o) => o.current).map((o) => o.locale)).toEqual(['en-US']);
  });

  it('adds the name in the current language only where it reads differently', () => {
    const options = languageOptions('en-US', displayNameIn('en-US'));
    expect(options.find((o) => o.locale === 'ja-JP')?.translated).toBe('Japanese');
    expect(options.find((o) => o.locale === 'ru-RU')?.translated).toBe('Russian');
    // English named in English is the same word: no second line.
    expect(options.find((o) => o.locale === 'en-US')).not.toHaveProperty('translated');
    expect(options.find((o) => o.locale === 'zh-CN')?.translated).toBe('Simplified Chinese');
    expect(options.find((o) => o.locale === 'pt-BR')?.translated).toBe('Brazilian Portuguese');
    const inJapanese = languageOptions('ja-JP', (l) => (l === 'ja-JP' ? '日本語' : undefined));
    expect(inJapanese.find((o) => o.locale === 'ja-JP')).not.toHaveProperty('translated');
  });
});

describe('switchHref', () => {
  it.each([
    ['/en-US/settings', 'ja-JP', '/settings'],
    ['/en-US/settings?backUrl=%2Fen-US%2Fwallet', 'ru-RU', '/settings?backUrl=%2Fru-RU%2Fwallet'],
    ['/en-US', 'ja-JP', '/'],
    ['/en-US?tab=hot', 'ja-JP', '/?tab=hot'],
  ] as const)('%s in %s -> %s', (current, target, expected) => {
    expect(switchHref(current, target)).toBe(expected);
  });
});

describe('withLocale (a language switch keeps the address and its way back)', () => {
  it.each([
    ['/en-US/settings', '/ja-JP/settings'],
    ['/en-US', '/ja-JP'],
    ['/en-US/', '/ja-JP'],
    ['/en-US/wallet?coin=KC', '/ja-JP/wallet?coin=KC'],
    ['/en-US/settings?backUrl=%2Fen-US%2Fwallet', '/ja-JP/settings?backUrl=%2Fja-JP%2Fwallet'],
    [
      '/en-US/settings?backUrl=%2Fen-US%2Fuser%2Flogin-home%3FbackUrl%3D%252Fen-US%253Ftab%253Dhot',
      '/ja-JP/settings?backUrl=%2Fja-JP%2Fuser%2Flogin-home%3FbackUrl%3D%252Fja-JP%253Ftab%253Dhot',
    ],
    ['/en-US/guide?backUrl=https%3A%2F%2Fevil.test', '/ja-JP/guide?backUrl=https%3A%2F%2Fevil.test'],
    ['/wallet', '/wallet'],
    ['/de-DE/wallet', '/de-DE/wallet'],
    ['', ''],
  ])('%s -> %s', (href, expected) => {
    expect(withLocale(href, 'ja-JP')).toBe(expected);
  });
});
