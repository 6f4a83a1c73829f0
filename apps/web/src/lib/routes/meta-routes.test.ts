import { describe, expect, it } from 'vitest';
import { type MetaRoute, matchMetaRoute, normalizePath } from './meta-routes';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/pool/', '/pool'],
    ['pool', '/pool'],
    ['//task//welfare/', '/task/welfare'],
    ['/task/welfare?productId=1#x', '/task/welfare'],
  ])('%j -> %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('spec 2.1 "Routes and their page metadata"', () => {
  it.each<[string, string, MetaRoute | undefined]>([
    ['Routes with a canonical link: / (home)', '/', { kind: 'home' }],
    ['Routes with a canonical link: /pool', '/pool', { kind: 'pool' }],
    ['Routes with a canonical link: /petV2', '/petV2', { kind: 'pet' }],
    ['Routes with a canonical link: /wallet', '/wallet', { kind: 'wallet' }],
    ['Routes with a canonical link: /library', '/library', { kind: 'library' }],
    ['Routes with a canonical link: /products/[productId]', '/products/42', { kind: 'product', productId: '42' }],
    ['Routes with a canonical link: /posts/[postId]', '/posts/abc', { kind: 'post', postId: 'abc' }],
    ['Routes with a canonical link: /user/login-home', '/user/login-home', { kind: 'loginHome' }],
    ['/task/welfare: the canonical link carries productId and offerId', '/task/welfare', { kind: 'welfare' }],
    ['/task/recharge: the canonical link carries gameId and mchId', '/task/recharge', { kind: 'recharge' }],
    ['/gift/[code]: the title is a gift message', '/gift/GIFT123', { kind: 'gift', code: 'GIFT123' }],
    ['/luckycode/land: social meta tags', '/luckycode/land', { kind: 'luckycodeLand' }],
    ['/share/land: social meta tags', '/share/land', { kind: 'shareLand' }],
    ['/land: the share landing without a sharer', '/land', { kind: 'shareLand' }],
    ['/profile/[xid]: the title uses the profile username', '/profile/1001', { kind: 'profile', xid: '1001' }],
    ['Any path containing inbet gets a betting-area title', '/inbet', { kind: 'inbet' }],
    ['Any path containing inbet gets a betting-area title', '/inbet/money', { kind: 'inbet' }],
    ['Any path containing inbet gets a betting-area title', '/game/inbet_live', { kind: 'inbet' }],
    ['Any path containing luckybear uses its own brand', '/luckybear', { kind: 'luckybear' }],
    ['Any path containing luckybear uses its own brand', '/luckybear/vip', { kind: 'luckybear' }],
    ['Any path containing luckybear uses its own brand (over inbet)', '/luckybear/inbet', { kind: 'luckybear' }],
    ['Any path containing luckybear uses its own brand (any case)', '/LuckyBear', { kind: 'luckybear' }],
    ['a trailing slash is the same route', '/pool/', { kind: 'pool' }],
    ['not a spec 2.1 route: /win', '/win', undefined],
    ['not a spec 2.1 route: /petV2/draw', '/petV2/draw', undefined],
    ['not a spec 2.1 route: /products (no id)', '/products', undefined],
    ['not a spec 2.1 route: /products/1/extra', '/products/1/extra', undefined],
    ['not a spec 2.1 route: /profile (no id)', '/profile', undefined],
    ["spec 2.4's /profile/select is a page, not a profile id", '/profile/select', undefined],
    ["spec 2.4's /profile/followTask is a page, not a profile id", '/profile/followTask', undefined],
    ['route names are case-sensitive', '/PetV2', undefined],
  ])('%s: %s', (_rule, path, expected) => {
    expect(matchMetaRoute(path)).toEqual(expected);
  });
});
