import scRanges from '@fontsource/noto-sans-sc/unicode.json';
import thaiRanges from '@fontsource/noto-sans-thai/unicode.json';
import { describe, expect, it } from 'vitest';
import { parseUnicodeRange, subsetsFor } from './unicode-subsets';

describe('parseUnicodeRange', () => {
  it.each([
    ['U+4e00-4e5f', [[0x4e00, 0x4e5f]]],
    ['U+3000', [[0x3000, 0x3000]]],
    ['U+30??', [[0x3000, 0x30ff]]],
    [
      'U+0000-00FF, U+0131',
      [
        [0, 0xff],
        [0x131, 0x131],
      ],
    ],
    ['garbage,U+41', [[0x41, 0x41]]],
  ])('%s', (value, expected) => {
    expect(parseUnicodeRange(value)).toEqual(expected);
  });
});

describe('subsetsFor: only the font files a text needs', () => {
  const ranges = { a: 'U+41-5a', b: 'U+4e00-4eff', c: 'U+e00-e7f' };
  it.each([
    ['Latin capitals only', ['ABC'], ['a']],
    ['Han and Latin, in the map order', ['一A'], ['a', 'b']],
    ['Thai', ['ก'], ['c']],
    ['white space and characters in no subset need nothing', [' \n!'], []],
    ['several texts together', ['A', '一'], ['a', 'b']],
  ])('%s', (_name, texts, expected) => {
    expect(subsetsFor(texts, ranges)).toEqual(expected);
  });

  it('a Chinese title with Latin digits needs a handful of Noto Sans SC’s 100 subsets', () => {
    const needed = subsetsFor(['和我一起赚奖励 2000 WH'], scRanges);
    // Its numbered subsets carry ASCII too (the first subset holding a character is taken).
    expect(needed).not.toContain('cyrillic');
    expect(needed.length).toBeGreaterThan(1);
    expect(needed.length).toBeLessThan(10);
  });

  it('a Thai title needs the thai subset (and latin for its digits) of Noto Sans Thai', () => {
    expect(subsetsFor(['รหัสนำโชค 200 WH'], thaiRanges)).toEqual(['thai', 'latin']);
  });
});
