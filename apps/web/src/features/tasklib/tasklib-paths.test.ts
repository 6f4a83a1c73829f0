import { describe, expect, it } from 'vitest';
import {
  offerPath,
  offerScreenPath,
  parseOfferId,
  parseProductId,
  productPath,
  productTasksPath,
  rechargeTaskPath,
  rewardListPath,
  taskBackHref,
  taskDetailsPath,
  welfarePath,
} from './tasklib-paths';

describe('spec 2.3 task routes', () => {
  it('H5 product page carries gameName and from', () => {
    expect(productPath('en-US', 7, { gameName: 'tiger_slots', from: 'quest' })).toBe(
      '/en-US/products/7?gameName=tiger_slots&from=quest',
    );
    expect(productPath('vi-VN', 7)).toBe('/vi-VN/products/7');
  });
  it('product task carries productId, gameName, from', () => {
    expect(productTasksPath('en-US', { productId: 3, gameName: 'pet_battle', from: 'product' })).toBe(
      '/en-US/task/product_v2?productId=3&gameName=pet_battle&from=product',
    );
  });
  it('task details carry taskId, productType, gameName, from, and newGuide=1 only when the guide is on', () => {
    const base = {
      taskId: 'tiger_slots.reach_level_10',
      productType: 'casino',
      gameName: 'tiger_slots',
      from: 'product',
    };
    expect(taskDetailsPath('en-US', base)).toBe(
      '/en-US/task/detailsV2?taskId=tiger_slots.reach_level_10&productType=casino&gameName=tiger_slots&from=product',
    );
    expect(taskDetailsPath('en-US', { ...base, newGuide: true })).toContain('&newGuide=1');
    expect(taskDetailsPath('en-US', { ...base, newGuide: false })).not.toContain('newGuide');
  });
  it('welfare carries productId and offerId, recharge gameId and mchId (spec 2.1)', () => {
    expect(welfarePath('en-US', { productId: 2, offerId: 'lucky_lotto.daily_gift' })).toBe(
      '/en-US/task/welfare?productId=2&offerId=lucky_lotto.daily_gift',
    );
    expect(rechargeTaskPath('en-US', { gameId: 'g1', mchId: 'm9' })).toBe('/en-US/task/recharge?gameId=g1&mchId=m9');
  });
  it('an offer opens the screen of its kind', () => {
    const offer = { xb_offer_id: 'a.b', product_id: 4, product_type: 'game' };
    expect(offerScreenPath('en-US', { ...offer, kind: 'welfare' })).toBe('/en-US/task/welfare?productId=4&offerId=a.b');
    expect(offerScreenPath('en-US', { ...offer, kind: 'recharge', game_id: 'g', mch_id: 'm' })).toBe(
      '/en-US/task/recharge?gameId=g&mchId=m&offerId=a.b',
    );
    // A recharge offer without its game and merchant ids falls back to the details screen.
    expect(offerScreenPath('en-US', { ...offer, kind: 'recharge' })).toMatch(/^\/en-US\/task\/detailsV2\?taskId=a\.b/);
    expect(offerScreenPath('en-US', { ...offer, kind: 'level' }, { newGuide: true })).toMatch(/newGuide=1$/);
  });
  it('offer and reward list paths', () => {
    expect(offerPath('ja-JP', 'a.b c')).toBe('/ja-JP/offer/a.b%20c');
    expect(rewardListPath('en-US', 'all')).toBe('/en-US/reward/list');
    expect(rewardListPath('en-US', 'credited')).toBe('/en-US/reward/list?status=credited');
  });
});

describe('ids from the address', () => {
  it.each([
    ['7', 7],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('product id %s -> %s', (raw, id) => expect(parseProductId(raw)).toBe(id));
  it.each([
    ['tiger_slots.reach_level_10', 'tiger_slots.reach_level_10'],
    ['  a.b  ', 'a.b'],
    ['<script>', null],
    ['a/b', null],
    ['', null],
  ])('offer id %s -> %s', (raw, id) => expect(parseOfferId(raw)).toBe(id));
});

describe('back links', () => {
  it('an in-app backUrl wins; a foreign one goes home', () => {
    expect(taskBackHref('en-US', { backUrl: '/en-US/wallet', from: 'quest' }, '/x')).toBe('/en-US/wallet');
    expect(taskBackHref('en-US', { backUrl: '//evil.example' }, '/x')).toBe('/en-US');
  });
  it('from names the page to go back to', () => {
    expect(taskBackHref('en-US', { from: 'home' }, '/x')).toBe('/en-US');
    expect(taskBackHref('en-US', { from: 'search' }, '/x')).toBe('/en-US/quest');
    expect(taskBackHref('en-US', { from: 'offer' }, '/x')).toBe('/en-US/offer');
    expect(taskBackHref('en-US', { from: 'reward' }, '/x')).toBe('/en-US/reward/list');
    expect(taskBackHref('en-US', { from: 'product', productId: 5 }, '/x')).toBe('/en-US/products/5');
    expect(taskBackHref('en-US', { from: 'product' }, '/x')).toBe('/x');
    expect(taskBackHref('en-US', { from: 'unknown' }, '/x')).toBe('/x');
  });
});
