import { describe, expect, it, vi } from 'vitest';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import type { MetaRoute } from '@/lib/routes/meta-routes';
import { UNOPENED_LUCKY_CODE } from './lucky-code.fixture';
import { loadPageProps } from './page-props';

const baseUrls = resolveApiBaseUrls({ API_BASE_URL: 'http://api.test' });

function answer(data: unknown, code = 0): Response {
  return new Response(JSON.stringify({ code, msg: code ? 'failed' : 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** POST /cpl/product_detail's answer (issue 15 contract), the fields the metadata reads and the rest. */
const productDetail = {
  productId: 7,
  code: 'dragon',
  title: 'Dragon Slots',
  desc: 'Spin to win.',
  longDesc: 'Spin the reels with the dragon and reach level 10.',
  productType: 'casino',
  category: 'casino',
  ImageUrl: '/tasklib/products/dragon.svg',
  color: '#112233',
  players: 10,
  reward_usd: '1.00',
  offer_count: 1,
  created_at: 1,
  imglist: ['/tasklib/products/dragon-cover.svg'],
  countries: [],
  tasks: [],
  summary: {
    xb_cpl_contribute_sum: '0',
    xb_duration_contribute_sum: '0',
    all_reward_usd: '1.00',
    xb_base_contribute: '0',
    xb_base_usd: '0.00',
    token_amount: '0',
    token_reward_usd: '0.00',
    logo: '/tasklib/products/dragon.svg',
  },
};

/** GET /profile/view's answer (issue 18 contract): image paths are on the profile group's host. */
const publicProfile = {
  xid: 'bemma234',
  username: 'bella',
  intro: 'I make <b>guides</b>',
  avatar: { url: '/profile/media/aaaaaaaaaaaaaaaa-l.webp', thumb_url: '/profile/media/aaaaaaaaaaaaaaaa-s.webp' },
  background: { url: '/profile/media/bbbbbbbbbbbbbbbb-l.webp', thumb_url: '/profile/media/bbbbbbbbbbbbbbbb-s.webp' },
  created_at: 1,
  products: [],
  mine: false,
};

/** GET /community/post/detail's answer (issue 18 item 3 contract): media paths are on the profile group's host. */
const publicPost = {
  id: '42',
  author: { xid: 'bemma234', username: 'bella', avatar: null },
  title: 'How to <b>start</b>',
  cover: { url: '/profile/media/cccccccccccccccc-l.webp', width: 1200, height: 630 },
  excerpt: 'First <script>steps</script> here',
  section: 'community',
  category: null,
  like_count: 0,
  comment_count: 0,
  liked_by_me: false,
  mine: false,
  created_at: 1_700_000_000,
  updated_at: 1_700_000_000,
  blocks: [
    { type: 'paragraph', text: 'First <script>steps</script> here' },
    { type: 'image', url: '/profile/media/dddddddddddddddd-l.webp', width: 10, height: 10 },
  ],
};

/** GET /casino/lucky_bear/gift_code/view's answer (issue 16 contract). */
const giftView = {
  code: 'ABCD2345',
  sender: 'al*****er',
  coin: 'WH',
  mode: 'fixed',
  total: '30',
  count: 3,
  left: 2,
  expires_at: 1,
  state: 'open',
  mine: null,
};

describe('loadPageProps (spec 3 page props for the metadata)', () => {
  it.each<[string, MetaRoute, unknown, object]>([
    [
      'a product by id from product_detail: title, long text, covers and icon',
      { kind: 'product', productId: '7' },
      productDetail,
      {
        product: {
          title: 'Dragon Slots',
          desc: 'Spin the reels with the dragon and reach level 10.',
          imglist: ['/tasklib/products/dragon-cover.svg'],
          ImageUrl: '/tasklib/products/dragon.svg',
        },
      },
    ],
    [
      'a product without a long text: its short one',
      { kind: 'product', productId: '7' },
      { ...productDetail, longDesc: '' },
      {
        product: {
          title: 'Dragon Slots',
          desc: 'Spin to win.',
          imglist: ['/tasklib/products/dragon-cover.svg'],
          ImageUrl: '/tasklib/products/dragon.svg',
        },
      },
    ],
    [
      'a profile: username, intro, avatar and background, the images absolute on the profile group',
      { kind: 'profile', xid: 'bemma234' },
      publicProfile,
      {
        userProfile: {
          profile: {
            user_info: { username: 'bella', head_url: 'http://api.test/profile/media/aaaaaaaaaaaaaaaa-l.webp' },
            intro: 'I make <b>guides</b>',
            background_images: ['http://api.test/profile/media/bbbbbbbbbbbbbbbb-l.webp'],
          },
        },
      },
    ],
    [
      'a profile without pictures',
      { kind: 'profile', xid: 'bemma234' },
      { ...publicProfile, avatar: null, background: null, intro: '' },
      {
        userProfile: {
          profile: { user_info: { username: 'bella', head_url: undefined }, intro: '', background_images: [] },
        },
      },
    ],
    [
      'a post: title, its excerpt as the content and the cover, absolute on the profile group',
      { kind: 'post', postId: '42' },
      publicPost,
      {
        post: {
          title: 'How to <b>start</b>',
          content: 'First <script>steps</script> here',
          cover: 'http://api.test/profile/media/cccccccccccccccc-l.webp',
        },
      },
    ],
    [
      'a post without a cover: its first image',
      { kind: 'post', postId: '42' },
      { ...publicPost, cover: null },
      {
        post: {
          title: 'How to <b>start</b>',
          content: 'First <script>steps</script> here',
          cover: 'http://api.test/profile/media/dddddddddddddddd-l.webp',
        },
      },
    ],
    [
      "a gift code: its sender's nickname as the API masked it (spec 9)",
      { kind: 'gift', code: 'abcd2345' },
      giftView,
      { nickname: 'al*****er', share_img: '/en-US/gift/ABCD2345/image' },
    ],
  ])('%s', async (_label, route, data, expected) => {
    const fetch = vi.fn(async () => answer(data));
    expect(await loadPageProps(route, { baseUrls, locale: 'en-US', fetch })).toEqual(expected);
  });

  it('a profile that does not exist (1280): no props', async () => {
    const fetch = vi.fn(async () => answer(null, 1280));
    expect(await loadPageProps({ kind: 'profile', xid: 'bemma234' }, { baseUrls, locale: 'en-US', fetch })).toEqual({});
  });

  it('a post that does not exist or was hidden (1340): no props', async () => {
    const fetch = vi.fn(async () => answer(null, 1340));
    expect(await loadPageProps({ kind: 'post', postId: '42' }, { baseUrls, locale: 'en-US', fetch })).toEqual({});
  });

  it('asks the API with the common headers, signed out', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer(publicProfile));
    await loadPageProps(
      { kind: 'profile', xid: 'bemma234' },
      { baseUrls, locale: 'th-TH', fetch: fetch as typeof globalThis.fetch },
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/profile/view?xid=bemma234');
    expect(init?.headers).toMatchObject({
      'User-Id': '0',
      'Xb-Language': 'th-TH',
      'Country-Code': 'th',
      PLATFORM: 'h5',
    });
  });

  it('asks gift_code/view for the code, signed out', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer(giftView));
    await loadPageProps(
      { kind: 'gift', code: 'ABCD2345' },
      { baseUrls, locale: 'en-US', fetch: fetch as typeof globalThis.fetch },
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/casino/lucky_bear/gift_code/view?code=ABCD2345');
    expect(init?.headers).toMatchObject({ 'User-Id': '0' });
  });

  it("asks product_detail for the product id with the locale's country", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer(productDetail));
    await loadPageProps(
      { kind: 'product', productId: '7' },
      { baseUrls, locale: 'th-TH', fetch: fetch as typeof globalThis.fetch },
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/cpl/product_detail');
    expect(JSON.parse(String(init?.body))).toMatchObject({ ProductId: 7, envContext: { country: 'th' } });
  });

  it.each<[string, MetaRoute]>([
    [
      'a product id that is not a number (an unknown product: the generic texts)',
      { kind: 'product', productId: 'dragon' },
    ],
    ['a profile id that cannot be an xid', { kind: 'profile', xid: '1001' }],
    ['a gift code that cannot be one', { kind: 'gift', code: 'X' }],
    ['a post id that cannot be one (/posts/new is the composer)', { kind: 'post', postId: 'new' }],
    ['a page without a subject', { kind: 'wallet' }],
  ])('%s: nothing is asked', async (_label, route) => {
    const fetch = vi.fn();
    expect(await loadPageProps(route, { baseUrls, locale: 'en-US', fetch })).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<Response>]>([
    ['a business error', async () => answer(null, 1003)],
    ['an HTTP error', async () => new Response('oops', { status: 502 })],
    ['a network failure', async () => Promise.reject(new TypeError('fetch failed'))],
    ['an unknown product (business code)', async () => answer(null, 404)],
    ['a contract mismatch', async () => answer({ title: 42 })],
  ])('%s falls back to no props', async (_label, respond) => {
    expect(
      await loadPageProps({ kind: 'product', productId: '7' }, { baseUrls, locale: 'en-US', fetch: vi.fn(respond) }),
    ).toEqual({});
  });

  it('gives up after the timeout', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    const props = await loadPageProps(
      { kind: 'profile', xid: 'bemma234' },
      { baseUrls, locale: 'en-US', fetch: fetch as typeof globalThis.fetch, timeoutMs: 50 },
    );
    expect(props).toEqual({});
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

const luckyView = UNOPENED_LUCKY_CODE;

describe('loadPageProps of the landing pages (spec 2.1 /luckycode/land, /share/land; spec 3 share_text, share_img)', () => {
  it('/share/land: the locale’s card, nothing asked', async () => {
    const fetch = vi.fn();
    expect(await loadPageProps({ kind: 'shareLand' }, { baseUrls, locale: 'ko-KR', fetch })).toEqual({
      share_img: '/ko-KR/share/land/image',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('/luckycode/land?code= of an unopened code: its price in the share text, asked signed out', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer(luckyView));
    const props = await loadPageProps(
      { kind: 'luckycodeLand' },
      { baseUrls, locale: 'en-US', fetch: fetch as typeof globalThis.fetch, query: { code: ' abcdefghjkmnpqrs ' } },
    );
    expect(props).toEqual({
      share_img: '/en-US/luckycode/land/image',
      share_text: 'A lucky code worth 200 WH is waiting for you: open it and win a prize.',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/casino/lucky_bear/lucky_code_query?code=ABCDEFGHJKMNPQRS');
    expect(init?.headers).toMatchObject({ 'User-Id': '0' });
  });

  it('/luckycode/land of an opened code: what it won, in the locale', async () => {
    const opened = { ...luckyView, opened: true, prize: { index: 4, coin: 'WH', amount: '2000' } };
    const props = await loadPageProps(
      { kind: 'luckycodeLand' },
      { baseUrls, locale: 'vi-VN', fetch: vi.fn(async () => answer(opened)), query: { code: 'ABCDEFGHJKMNPQRS' } },
    );
    expect(props.share_text).toBe('Mã may mắn này đã trúng 2000 WH. Hãy lấy mã của riêng bạn và thử vận may.');
  });

  it.each<[string, Record<string, string> | undefined, () => Promise<Response>]>([
    ['no code', undefined, async () => answer(luckyView)],
    ['a code that cannot be one', { code: 'ILLEGAL0' }, async () => answer(luckyView)],
    ['an unknown code (1170)', { code: 'ABCDEFGHJKMNPQRS' }, async () => answer(null, 1170)],
    ['a network failure', { code: 'ABCDEFGHJKMNPQRS' }, async () => Promise.reject(new TypeError('fetch failed'))],
  ])('/luckycode/land with %s: the card only, the generic texts', async (_label, query, respond) => {
    const fetch = vi.fn(respond);
    expect(await loadPageProps({ kind: 'luckycodeLand' }, { baseUrls, locale: 'en-US', fetch, query })).toEqual({
      share_img: '/en-US/luckycode/land/image',
    });
  });
});
