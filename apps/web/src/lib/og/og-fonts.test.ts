import { describe, expect, it } from 'vitest';
import { needsScriptFont, ogFontsFor } from './og-fonts';

describe('ogFontsFor: share-image fonts for the scripts next/og cannot draw', () => {
  it.each(['en-US', 'vi-VN', 'ru-RU'])('%s is drawn by next/og’s own font', async (locale) => {
    expect(needsScriptFont(locale)).toBe(false);
    expect(await ogFontsFor(locale, ['Lucky code'])).toBeUndefined();
  });

  it.each([
    ['zh-CN', '幸运码 200 WH', 'noto-sans-sc'],
    ['ja-JP', 'ラッキーコード 200 WH', 'noto-sans-jp'],
    ['ko-KR', '행운 코드 200 WH', 'noto-sans-kr'],
    ['th-TH', 'รหัสนำโชค 200 WH', 'noto-sans-thai'],
  ])('%s: the woff subsets its text needs, read from the package', async (locale, text, pkg) => {
    expect(needsScriptFont(locale)).toBe(true);
    const fonts = await ogFontsFor(locale, [text]);
    expect(fonts?.length).toBeGreaterThan(0);
    for (const font of fonts ?? []) {
      expect(font.name.startsWith(`${pkg}-`)).toBe(true);
      // A woff file starts with the signature "wOFF".
      expect(new TextDecoder().decode(new Uint8Array(font.data, 0, 4))).toBe('wOFF');
    }
  });

  it('a text with nothing of the script leaves the default font', async () => {
    expect(await ogFontsFor('zh-CN', ['   '])).toBeUndefined();
  });
});
