import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, commonHeaders, type TestApp } from '../../../../test/helpers/test-app';

describe('POST /game_tab/homepage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/game_tab/homepage', headers: commonHeaders(), payload: body as object });

  it('returns every seeded tab in display order with its products', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(BodyCode.OK);
    expect(body.data.tabs.map((tab: { code: string }) => tab.code)).toEqual(['hot', 'new', 'casual']);
    expect(body.data.tabs[0].products.map((p: { code: string }) => p.code)).toEqual([
      'tiger_slots',
      'bubble_pop',
      'mega_wheel',
      'pet_battle',
    ]);
    expect(body.data.tabs[0].products[0]).toMatchObject({ title: 'Tiger Slots', reward_usd: '1.50', players: 18420 });
  });

  it("gives each product its square art, so the home page's tiles show a picture, not a letter", async () => {
    const products = (await post({})).json().data.tabs.flatMap((tab: { products: unknown[] }) => tab.products);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products as { code: string; image_url: string }[]) {
      expect(product.image_url).toBe(`/tasklib/products/${product.code}.svg`);
    }
  });

  it('picks and orders tabs by tablist', async () => {
    const res = await post({ tablist: ['casual', 'new'] });
    expect(res.json().data.tabs.map((tab: { code: string }) => tab.code)).toEqual(['casual', 'new']);
  });

  it('answers an unknown tab with a business error at HTTP 200 (not a serializer failure)', async () => {
    const res = await post({ tablist: ['hot', 'nope'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: BodyCode.RESOURCE_NOT_FOUND,
      msg: 'Unknown tab: nope',
      data: { field: 'tablist', tab: 'nope' },
    });
  });
});
