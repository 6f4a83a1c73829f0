import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncOfferCatalogue } from '../offers/offer-data';
import { buildTasklibTestApp, type TasklibTestApp } from './helpers/tasklib-app';

/** Issue 15 item 1: the offer catalogue (product_list, product_detail, list_son, recommend, search, categories). */
describe('task library catalogue', () => {
  let t: TasklibTestApp;
  beforeAll(async () => {
    t = await buildTasklibTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const anon = (path: string, body: object, country = 'vn') =>
    t.call(undefined, path, body, { 'Country-Code': country });
  const productId = async (code: string) =>
    Number((await t.db.selectFrom('product').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);

  it('product_list answers the products with tasks offered in the country, paged', async () => {
    const vn = await anon('/cpl/product_list', { envContext: { country: 'vn' }, one_page_cnt: 50 });
    expect(vn.code).toBe(BodyCode.OK);
    const codes = vn.data.list.map((p: { code: string }) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['tiger_slots', 'lucky_lotto', 'fortune_tiger_club', 'word_master']));
    expect(vn.data.total).toBe(codes.length);
    // Lucky Lotto and the Fortune Tiger Club are limited to a few countries: not in the US.
    const us = await anon('/cpl/product_list', { envContext: { country: 'us' }, one_page_cnt: 50 });
    const usCodes = us.data.list.map((p: { code: string }) => p.code);
    expect(usCodes).not.toContain('lucky_lotto');
    expect(usCodes).not.toContain('fortune_tiger_club');
    expect(usCodes).toContain('tiger_slots');
    // envContext wins over the Country-Code header; the header is the fallback.
    const byHeader = await anon('/cpl/product_list', { one_page_cnt: 50 }, 'us');
    expect(byHeader.data.total).toBe(us.data.total);
    const page2 = await anon('/cpl/product_list', { page: 2, one_page_cnt: 3 });
    expect(page2.data.list).toHaveLength(3);
    expect(page2.data.list[0].code).toBe(codes[3]);
    expect(page2.data.has_more).toBe(true);
  });

  it('product_list and categories refuse bad paging and country with the field named', async () => {
    const cases: [string, object, string][] = [
      ['/cpl/product_list', { page: 'x' }, 'page'],
      ['/cpl/product_list', { one_page_cnt: 0 }, 'one_page_cnt'],
      ['/cpl/product_list', { category: 'c'.repeat(33) }, 'category'],
      ['/game_tab/categories', { envContext: { country: 'v1' } }, 'envContext.country'],
    ];
    for (const [path, body, field] of cases) {
      const res = await anon(path, body);
      expect([path, res.code, res.data.field]).toEqual([path, BodyCode.INVALID_PARAMS, field]);
    }
  });

  it('product_detail works signed out and carries the spec 3 product props, tasks and reward summary', async () => {
    const id = await productId('tiger_slots');
    const res = await anon('/cpl/product_detail', { ProductId: id });
    expect(res.code).toBe(BodyCode.OK);
    const d = res.data;
    expect(d).toMatchObject({
      productId: id,
      title: 'Tiger Slots',
      ImageUrl: '/tasklib/products/tiger_slots.svg',
      imglist: ['/tasklib/products/tiger_slots-cover.svg'],
    });
    expect(d.longDesc).toMatch(/five-reel slot/);
    // Parent tasks only (children come from list_son): install and the daily check-in.
    expect(d.tasks.map((x: { xbOfferId: string }) => x.xbOfferId)).toEqual([
      'tiger_slots.install',
      'tiger_slots.daily_checkin',
    ]);
    expect(d.tasks[0]).toMatchObject({
      productId: id,
      productType: 'casino',
      reward: '5',
      coin: 'WH',
      children: 1,
      state: 'new',
      rewardTask: { takeTime: 0, expired: 7 },
    });
    // KC 25 (level) + 60 (level) = 85 duration; no KC one-off task; HAPPY 2; USD 0.50+2.00+4.50+0.05.
    expect(d.summary).toEqual({
      xb_cpl_contribute_sum: '0',
      xb_duration_contribute_sum: '85',
      all_reward_usd: '7.05',
      xb_base_contribute: '0',
      xb_base_usd: '0.55',
      token_amount: '2',
      token_reward_usd: '0.05',
      logo: '/tasklib/products/tiger_slots.svg',
    });
    // A numeric string id, as links carry it, is accepted.
    expect((await anon('/cpl/product_detail', { ProductId: String(id) })).code).toBe(BodyCode.OK);
  });

  it('product_detail: unknown product, a product not offered in the country, a bad id', async () => {
    expect((await anon('/cpl/product_detail', { ProductId: 999_999 })).code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    const lotto = await productId('lucky_lotto');
    const notHere = await anon('/cpl/product_detail', { ProductId: lotto, envContext: { country: 'us' } });
    expect(notHere.code).toBe(BodyCode.OFFER_NOT_OFFERED);
    expect(notHere.data).toMatchObject({ country: 'us' });
    for (const bad of [0, -1, 'abc', 1.5]) {
      const res = await anon('/cpl/product_detail', { ProductId: bad });
      expect(res.code).toBe(BodyCode.INVALID_PARAMS);
      expect(res.data.field).toBe('ProductId');
    }
    const badCountry = await anon('/cpl/product_detail', { ProductId: lotto, envContext: { country: 'vnm' } });
    expect(badCountry.code).toBe(BodyCode.INVALID_PARAMS);
  });

  it('list_son answers a parent task with its children, and refuses unknown parents', async () => {
    const res = await anon('/cpl/list_son', { parent_id: 'pet_battle.install', from: 'product' });
    expect(res.code).toBe(BodyCode.OK);
    expect(res.data.parent.xbOfferId).toBe('pet_battle.install');
    expect(res.data.list.map((x: { xbOfferId: string }) => x.xbOfferId)).toEqual(['pet_battle.first_win']);
    expect(res.data.list[0].parentXbOfferId).toBe('pet_battle.install');
    const deeper = await anon('/cpl/list_son', { parent_id: 'pet_battle.first_win' });
    expect(deeper.data.list.map((x: { xbOfferId: string }) => x.xbOfferId)).toEqual(['pet_battle.silver_league']);
    // The weekly recharge is offered in vn and br only: in th the first recharge has no child.
    const th = await anon('/cpl/list_son', { parent_id: 'fortune_tiger_club.recharge_first' }, 'th');
    expect(th.data.list).toEqual([]);
    expect((await anon('/cpl/list_son', { parent_id: 'nope.nothing' })).code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect((await anon('/cpl/list_son', { parent_id: 'Bad Id!' })).code).toBe(BodyCode.INVALID_PARAMS);
  });

  it('recommend orders by strategy (hot: players, new: created, reward: total reward) and pages', async () => {
    const strategy = async (s: string, extra: object = {}) =>
      (await anon('/game_tab/recommend', { strategy: s, one_page_cnt: 50, ...extra })).data;
    const hot = await strategy('hot');
    const players = hot.list.map((p: { players: number }) => p.players);
    expect(players).toEqual([...players].sort((a, b) => b - a));
    const reward = await strategy('reward');
    const cents = reward.list.map((p: { reward_usd: string }) => Math.round(Number(p.reward_usd) * 100));
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    expect(reward.strategy).toBe('reward');
    const fresh = await strategy('new');
    const created = fresh.list.map((p: { created_at: number }) => p.created_at);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const casino = await strategy('hot', { catelog_id: 'casino' });
    expect(casino.list.length).toBeGreaterThan(1);
    expect(casino.list.every((p: { category: string }) => p.category === 'casino')).toBe(true);
    const paged = await anon('/game_tab/recommend', { strategy: 'hot', page: 2, one_page_cnt: 2 });
    expect(paged.data.list.map((p: { code: string }) => p.code)).toEqual(
      hot.list.slice(2, 4).map((p: { code: string }) => p.code),
    );
    expect((await anon('/game_tab/recommend', { strategy: 'random' })).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await anon('/game_tab/recommend', { one_page_cnt: 51 })).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await anon('/game_tab/recommend', { page: 0 })).code).toBe(BodyCode.INVALID_PARAMS);
  });

  it('search finds a keyword in titles and descriptions (any case, literally), paged', async () => {
    const byText = await anon('/game_tab/search', { keyword: 'EXPORT CONTRACT' });
    expect(byText.data.list.map((p: { code: string }) => p.code)).toEqual(['farm_tycoon']);
    const byTaskTitle = await anon('/game_tab/search', { keyword: 'silver league' });
    expect(byTaskTitle.data.list.map((p: { code: string }) => p.code)).toEqual(['pet_battle']);
    // % and _ are letters here, not wildcards.
    expect((await anon('/game_tab/search', { keyword: '%' })).data.total).toBe(0);
    expect((await anon('/game_tab/search', { keyword: 'zzzz_nothing' })).data.total).toBe(0);
    const tiger = await anon('/game_tab/search', { keyword: 'tiger', one_page_cnt: 1 });
    expect(tiger.data.total).toBeGreaterThan(1);
    expect(tiger.data.list).toHaveLength(1);
    expect(tiger.data.has_more).toBe(true);
    expect((await anon('/game_tab/search', { keyword: '   ' })).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await anon('/game_tab/search', { keyword: 'x'.repeat(65) })).code).toBe(BodyCode.INVALID_PARAMS);
  });

  it('categories count the products offered in the country and list the home tabs', async () => {
    const res = await anon('/game_tab/categories', {});
    expect(res.code).toBe(BodyCode.OK);
    const casino = res.data.categories.find((c: { id: string }) => c.id === 'casino');
    expect(casino.count).toBe(3);
    expect(res.data.tabs).toEqual(['hot', 'new', 'casual']);
    const us = await anon('/game_tab/categories', { envContext: { country: 'us' } });
    expect(us.data.categories.find((c: { id: string }) => c.id === 'lottery')).toBeUndefined();
  });

  it("the start's sync adds what the data files add and leaves the operators' edits alone", async () => {
    await t.db
      .updateTable('offer')
      .set({ title: 'Edited by ops' })
      .where('xb_offer_id', '=', 'bubble_pop.install')
      .execute();
    await t.db.updateTable('product').set({ long_description: 'Ops text' }).where('code', '=', 'bubble_pop').execute();
    const offersBefore = await t.db.selectFrom('offer').select('id').execute();
    await syncOfferCatalogue(t.handle.db, Date.now());
    const offersAfter = await t.db.selectFrom('offer').select('id').execute();
    expect(offersAfter.length).toBe(offersBefore.length);
    const offer = await t.db
      .selectFrom('offer')
      .select('title')
      .where('xb_offer_id', '=', 'bubble_pop.install')
      .executeTakeFirstOrThrow();
    expect(offer.title).toBe('Edited by ops');
    const product = await t.db
      .selectFrom('product')
      .select('long_description')
      .where('code', '=', 'bubble_pop')
      .executeTakeFirstOrThrow();
    expect(product.long_description).toBe('Ops text');
  });
});
