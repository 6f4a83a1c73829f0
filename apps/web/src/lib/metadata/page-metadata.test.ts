import { SUPPORTED_LOCALES } from '@app/shared';
import type { Metadata } from 'next';
import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, buildPageMetadata, type PageProps, type PageRouteInput, shortText } from './page-metadata';

const ORIGIN = 'https://play.example';

type Og = { url?: string; siteName?: string; title?: string; images?: Array<{ url: string }>; locale?: string };
type Tw = { card?: string; title?: string; images?: Array<{ url: string }> };

function og(meta: Metadata): Og {
  return meta.openGraph as Og;
}
function tw(meta: Metadata): Tw {
  return meta.twitter as Tw;
}

describe('spec 2.1 "Routes with a canonical link: / (home), /pool, /petV2, /wallet, /library, /products/[productId], /posts/[postId], /user/login-home"', () => {
  it.each<[string, string, string]>([
    ['/', 'en-US', 'https://play.example/en-US'],
    ['/pool', 'en-US', 'https://play.example/en-US/pool'],
    ['/petV2', 'vi-VN', 'https://play.example/vi-VN/petV2'],
    ['/wallet', 'th-TH', 'https://play.example/th-TH/wallet'],
    ['/library', 'en-US', 'https://play.example/en-US/library'],
    ['/products/42', 'en-US', 'https://play.example/en-US/products/42'],
    ['/posts/hello world', 'en-US', 'https://play.example/en-US/posts/hello%20world'],
    ['/user/login-home', 'ja-JP', 'https://play.example/ja-JP/user/login-home'],
  ])('%s (%s) -> %s', async (path, locale, canonical) => {
    const meta = await buildPageMetadata(
      { path, query: { backUrl: '/x', utm_source: 'y' } },
      {},
      locale as never,
      ORIGIN,
    );
    expect(meta.alternates?.canonical).toBe(canonical);
    expect(og(meta).url).toBe(canonical);
    const languages = meta.alternates?.languages as Record<string, string>;
    expect(Object.keys(languages)).toEqual([...SUPPORTED_LOCALES, 'x-default']);
    expect(languages['x-default']).toBe(canonical.replace(`/${locale}`, '/vi-VN'));
  });

  it('hreflang alternates follow support_locales when the page gives them', async () => {
    const meta = await buildPageMetadata(
      { path: '/posts/7' },
      { support_locales: ['en-US', 'th-TH', 'xx'] },
      'en-US',
      ORIGIN,
    );
    expect(meta.alternates?.languages).toEqual({
      'en-US': 'https://play.example/en-US/posts/7',
      'th-TH': 'https://play.example/th-TH/posts/7',
      'x-default': 'https://play.example/en-US/posts/7',
    });
  });
});

describe('spec 2.1 "/task/welfare: the canonical link carries the query parameters productId and offerId" and "/task/recharge: the canonical link carries gameId and mchId"', () => {
  it.each<[PageRouteInput, string]>([
    [
      { path: '/task/welfare', query: { offerId: '9', productId: '5', from: 'home' } },
      'https://play.example/en-US/task/welfare?productId=5&offerId=9',
    ],
    [
      { path: '/task/welfare', query: { productId: ['5', '6'] } },
      'https://play.example/en-US/task/welfare?productId=5',
    ],
    [{ path: '/task/welfare' }, 'https://play.example/en-US/task/welfare'],
    [
      { path: '/task/recharge', query: { mchId: 'm 1', gameId: '3', gameName: 'x' } },
      'https://play.example/en-US/task/recharge?gameId=3&mchId=m+1',
    ],
  ])('%j -> %s', async (route, canonical) => {
    const meta = await buildPageMetadata(route, {}, 'en-US', ORIGIN);
    expect(meta.alternates?.canonical).toBe(canonical);
  });
});

describe('spec 2.1 "/gift/[code]: the title is a gift message in which the sender nickname is masked, keeping only its first 2 and last 2 characters. Share text and share image feed the social meta tags"', () => {
  it('masks the nickname and uses the share text and image', async () => {
    const props: PageProps = {
      nickname: 'alexander',
      share_text: 'A red envelope for you',
      share_img: 'https://img.example/gift.png',
    };
    const meta = await buildPageMetadata({ path: '/gift/ABC123' }, props, 'en-US', ORIGIN);
    expect(meta.title).toBe('al*****er sent you a gift | Platform');
    expect(meta.description).toBe('A red envelope for you');
    expect(og(meta).title).toBe('al*****er sent you a gift');
    expect(og(meta).images?.[0]?.url).toBe('https://img.example/gift.png');
    expect(tw(meta)).toMatchObject({ card: 'summary_large_image', images: [{ url: 'https://img.example/gift.png' }] });
    expect(meta.alternates).toBeUndefined();
  });

  it('never shows the nickname whole, in any locale', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const meta = await buildPageMetadata({ path: '/gift/X' }, { nickname: 'nguyenvana' }, locale, ORIGIN);
      expect(String(meta.title)).toContain('ng******na');
      expect(String(meta.title)).not.toContain('nguyenvana');
    }
  });

  it('without a sender: a generic gift title and the default image', async () => {
    const meta = await buildPageMetadata({ path: '/gift/X' }, {}, 'en-US', ORIGIN);
    expect(meta.title).toBe('You received a gift | Platform');
    expect(og(meta).images?.[0]?.url).toBe('https://play.example/share/default.png');
  });
});

describe('spec 2.1 "/luckycode/land and /share/land: social meta tags. The share land image depends on the locale"', () => {
  it.each(SUPPORTED_LOCALES)('/share/land in %s uses the card drawn for %s', async (locale) => {
    const meta = await buildPageMetadata(
      { path: '/share/land' },
      { share_img: 'https://x.example/ignored.png' },
      locale,
      ORIGIN,
    );
    const image = `https://play.example/${locale}/share/land/image`;
    expect(og(meta).images?.[0]).toMatchObject({ url: image, width: 1200, height: 630 });
    expect(tw(meta).images?.[0]?.url).toBe(image);
    expect(og(meta).locale).toBe(locale.replace('-', '_'));
  });

  it('/share/land and /luckycode/land take the share text', async () => {
    const share = await buildPageMetadata({ path: '/share/land' }, { share_text: 'Join  me\nnow' }, 'en-US', ORIGIN);
    expect(share.description).toBe('Join me now');
    expect(share.title).toBe('Join me and earn rewards | Platform');
    const lucky = await buildPageMetadata(
      { path: '/luckycode/land' },
      { share_img: '/uploads/code.png' },
      'en-US',
      ORIGIN,
    );
    expect(lucky.title).toBe('Lucky code | Platform');
    expect(og(lucky).images?.[0]?.url).toBe('https://play.example/uploads/code.png');
  });

  it('/land is the share landing: its title and the locale’s card', async () => {
    const meta = await buildPageMetadata({ path: '/land' }, {}, 'ja-JP', ORIGIN);
    expect(og(meta).images?.[0]).toMatchObject({ url: 'https://play.example/ja-JP/share/land/image', width: 1200 });
  });

  it('/luckycode/land without an image of its own: the locale’s generated card at 1200 x 630', async () => {
    const meta = await buildPageMetadata({ path: '/luckycode/land' }, {}, 'th-TH', ORIGIN);
    expect(og(meta).images?.[0]).toMatchObject({
      url: 'https://play.example/th-TH/luckycode/land/image',
      width: 1200,
      height: 630,
    });
  });
});

describe('spec 2.1 "/profile/[xid]: the title uses the profile username. The description and image come from the profile intro and from the background image or avatar"', () => {
  const profile = (p: NonNullable<NonNullable<PageProps['userProfile']>['profile']>): PageProps => ({
    userProfile: { profile: p },
  });
  it.each<[string, PageProps, string, string, string]>([
    [
      'username, intro and background image',
      profile({
        user_info: { username: 'bella', head_url: '/a.png' },
        intro: 'Slots fan',
        background_images: ['/bg.png'],
      }),
      'bella’s profile | Platform',
      'Slots fan',
      'https://play.example/bg.png',
    ],
    [
      'no background image: the avatar',
      profile({ user_info: { username: 'bella', head_url: 'https://cdn.example/a.png' }, background_images: [] }),
      'bella’s profile | Platform',
      'See bella’s games, posts and rewards.',
      'https://cdn.example/a.png',
    ],
    [
      'nothing known: generic texts and the default image',
      {},
      'Player profile | Platform',
      'See this player’s games, posts and rewards.',
      'https://play.example/share/default.png',
    ],
  ])('%s', async (_label, props, title, description, image) => {
    const meta = await buildPageMetadata({ path: '/profile/1001' }, props, 'en-US', ORIGIN);
    expect(meta.title).toBe(title);
    expect(meta.description).toBe(description);
    expect(og(meta).images?.[0]?.url).toBe(image);
  });

  it('a javascript: image is dropped for the default', async () => {
    const meta = await buildPageMetadata(
      { path: '/profile/1' },
      profile({ user_info: { username: 'x', head_url: 'javascript:alert(1)' } }),
      'en-US',
      ORIGIN,
    );
    expect(og(meta).images?.[0]?.url).toBe('https://play.example/share/default.png');
  });
});

describe('spec 2.1 "Any path containing inbet gets a betting-area title. Any path containing luckybear uses its own brand, icon and description"', () => {
  it.each(['/inbet', '/inbet/money', '/win/inbet-live'])('%s: the betting-area title', async (path) => {
    const meta = await buildPageMetadata({ path }, {}, 'en-US', ORIGIN);
    expect(meta.title).toBe('Betting area | Platform');
  });

  it.each(['/luckybear', '/luckybear/vip'])('%s: the brand name, icon and description', async (path) => {
    const meta = await buildPageMetadata({ path }, {}, 'en-US', ORIGIN);
    expect(meta.title).toBe('LuckyBear – casino and lottery');
    expect(meta.description).toBe('Slots, live casino and daily lotteries at LuckyBear.');
    expect(meta.applicationName).toBe('LuckyBear');
    expect(og(meta).siteName).toBe('LuckyBear');
    expect(meta.icons).toMatchObject({ apple: 'https://play.example/share/luckybear-icon.png' });
    expect(og(meta).images?.[0]?.url).toBe('https://play.example/share/luckybear.png');
  });
});

describe('spec 3 "Page props": product and post', () => {
  it('a product: its title, description and image', async () => {
    const props: PageProps = {
      product: { title: 'Dragon Slots', desc: 'Spin to win.', imglist: ['', '/p/1.png'], ImageUrl: '' },
    };
    const meta = await buildPageMetadata({ path: '/products/1' }, props, 'en-US', ORIGIN);
    expect(meta.title).toBe('Dragon Slots | Platform');
    expect(meta.description).toBe('Spin to win.');
    expect(og(meta).images?.[0]?.url).toBe('https://play.example/p/1.png');
  });

  it('a product that could not be read: the generic product texts', async () => {
    const meta = await buildPageMetadata({ path: '/products/1' }, {}, 'vi-VN', ORIGIN);
    expect(meta.title).toBe('Chơi và nhận thưởng | Platform');
  });

  it('a post: its title, the text of its blocks and its cover', async () => {
    const props: PageProps = {
      post: {
        title: 'Weekly tips',
        cover: 'https://cdn.example/c.jpg',
        content: [
          { type: 'image', text: 'ignored' },
          { type: 'text', format: 'h2', text: 'Intro' },
          { type: 'text', format: 'paragraph', text: 'Play daily.' },
        ],
      },
    };
    const meta = await buildPageMetadata({ path: '/posts/9' }, props, 'en-US', ORIGIN);
    expect(meta.title).toBe('Weekly tips | Platform');
    expect(meta.description).toBe('Intro Play daily.');
    expect(tw(meta).images?.[0]?.url).toBe('https://cdn.example/c.jpg');
  });
});

describe('titles are translated', () => {
  it.each<[string, string, string]>([
    ['/', 'en-US', 'Play, earn and win | Platform'],
    ['/', 'vi-VN', 'Chơi, kiếm và thắng | Platform'],
    ['/wallet', 'ru-RU', 'Кошелёк | Platform'],
    ['/pool', 'zh-CN', '分红池 | Platform'],
    ['/inbet', 'es-MX', 'Zona de apuestas | Platform'],
    ['/user/login-home', 'fr-FR', 'Connexion | Platform'],
  ])('%s in %s -> %s', async (path, locale, title) => {
    expect((await buildPageMetadata({ path }, {}, locale as never, ORIGIN)).title).toBe(title);
  });

  it('any other path: the site name, no canonical link', async () => {
    const meta = await buildPageMetadata({ path: '/win' }, {}, 'en-US', `${ORIGIN}/`);
    expect(meta.title).toBe('Platform');
    expect(meta.alternates).toBeUndefined();
    expect(og(meta).url).toBe('https://play.example/en-US/win');
  });
});

describe('helpers', () => {
  it.each<[string | undefined, string | undefined]>([
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['/a.png', 'https://play.example/a.png'],
    ['a.png', 'https://play.example/a.png'],
    ['  ', undefined],
    [undefined, undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/png;base64,AAAA', undefined],
  ])('absoluteImageUrl(%j) -> %j', (value, expected) => {
    expect(absoluteImageUrl(value, ORIGIN)).toBe(expected);
  });

  it('shortText cuts long text on a word with an ellipsis', () => {
    const long = `${'word '.repeat(50)}end`;
    const short = shortText(long) ?? '';
    expect(Array.from(short).length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
    expect(shortText('  a  b ')).toBe('a b');
    expect(shortText('')).toBeUndefined();
  });
});
