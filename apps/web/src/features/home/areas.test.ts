import { describe, expect, it } from 'vitest';
import { areaHref, HOME_AREAS, productHref } from './areas';

describe('home areas', () => {
  it('lists each area of spec 1 once, with a distinct route and tint', () => {
    const ids = HOME_AREAS.map((a) => a.id);
    expect(ids).toEqual([
      'wallet',
      'casino',
      'mission',
      'task',
      'pet',
      'pool',
      'vote',
      'giftcode',
      'share',
      'agents',
      'market',
      'posts',
    ]);
    expect(new Set(HOME_AREAS.map((a) => a.path)).size).toBe(HOME_AREAS.length);
    expect(new Set(HOME_AREAS.map((a) => a.tint)).size).toBe(HOME_AREAS.length);
  });

  it('uses the routes the spec names', () => {
    const byId = Object.fromEntries(HOME_AREAS.map((a) => [a.id, a.path]));
    expect(byId).toMatchObject({
      wallet: '/wallet',
      casino: '/win',
      mission: '/mission',
      pet: '/petV2',
      pool: '/pool',
      vote: '/voteV2',
      giftcode: '/giftcode',
      share: '/share',
      agents: '/agents/ap',
      market: '/market',
      posts: '/posts',
    });
  });

  it('prefixes the locale', () => {
    expect(areaHref('vi-VN', { path: '/petV2' })).toBe('/vi-VN/petV2');
  });

  it('sends a product to its H5 detail route with gameName and from', () => {
    expect(productHref('en-US', { product_id: 12, code: 'tiger slots' })).toBe(
      '/en-US/products/12?gameName=tiger+slots&from=home',
    );
  });

  it('opens a casino product as its game page and keeps other products on their detail route', () => {
    expect(productHref('en-US', { product_id: 1, code: 'tiger_slots', product_type: 'casino' })).toBe(
      '/en-US/win/game/house-tiger?from=home',
    );
    expect(productHref('en-US', { product_id: 7, code: 'mega_wheel', product_type: 'casino' })).toBe(
      '/en-US/win/game/house-wheel?from=home',
    );
    expect(productHref('en-US', { product_id: 9, code: 'unknown_casino', product_type: 'casino' })).toBe(
      '/en-US/products/9?gameName=unknown_casino&from=home',
    );
    expect(productHref('en-US', { product_id: 4, code: 'bubble_pop', product_type: 'game' })).toBe(
      '/en-US/products/4?gameName=bubble_pop&from=home',
    );
  });
});
