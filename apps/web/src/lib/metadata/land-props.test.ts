import { describe, expect, it } from 'vitest';
import { LAND_IMAGES, landLuckyCode, luckyLandProps } from './land-props';
import { UNOPENED_LUCKY_CODE } from './lucky-code.fixture';

const texts = {
  unopened: ({ price, coin }: { price: string; coin: string }) => `worth ${price} ${coin}`,
  opened: ({ amount, coin }: { amount: string; coin: string }) => `won ${amount} ${coin}`,
};
const view = { ...UNOPENED_LUCKY_CODE, tier: 'bronze', price: '10' };

describe('land props (spec 3 share_text, share_img of the landing pages)', () => {
  it('the share images are drawn per locale', () => {
    expect(LAND_IMAGES.share('th-TH')).toBe('/th-TH/share/land/image');
    expect(LAND_IMAGES.luckycode('zh-CN')).toBe('/zh-CN/luckycode/land/image');
  });

  it.each([
    ['an unknown code: the card only', null, { share_img: '/en-US/luckycode/land/image' }],
    ['an unopened code: its price', view, { share_img: '/en-US/luckycode/land/image', share_text: 'worth 10 WH' }],
    [
      'an opened code: its prize',
      { ...view, opened: true, prize: { index: 1, coin: 'WH', amount: '5' } },
      { share_img: '/en-US/luckycode/land/image', share_text: 'won 5 WH' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(luckyLandProps('en-US', input, texts)).toEqual(expected);
  });

  it.each<[string, string | string[] | undefined, string | null]>([
    ['a code in lower case with spaces', ' abcdefghjkmnpqrs ', 'ABCDEFGHJKMNPQRS'],
    ['the first of repeated codes', ['ABCDEFGHJKMNPQRS', 'X'], 'ABCDEFGHJKMNPQRS'],
    ['none', undefined, null],
    ['too short', 'ABC', null],
    ['letters outside the alphabet (I, L, O, U)', 'ABCDEFGHIJKLMNOU', null],
  ])('landLuckyCode: %s', (_name, raw, expected) => {
    expect(landLuckyCode(raw)).toBe(expected);
  });
});
