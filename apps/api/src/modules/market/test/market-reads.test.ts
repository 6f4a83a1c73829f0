import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketTestApp, type MarketTestApp } from './helpers/market-calls';

/** The market's reads (issue 17 item 2): open listings by kind, rarity and price, in pages; mine; sales. */
describe('market: reads', () => {
  let t: MarketTestApp;
  beforeAll(async () => {
    t = await buildMarketTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  type Row = { listing_id: number; price: string; kind: string; pet: { rarity: string } };
  /** Every page of a listing query, following next_cursor. */
  const allPages = async (query: string, limit = 2) => {
    const seen: Row[] = [];
    let cursor = '';
    for (let page = 0; page < 50; page++) {
      const res = await t.get(
        undefined,
        `/market/listings?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.code).toBe(0);
      seen.push(...res.data.listings);
      if (res.data.next_cursor === null) return seen;
      cursor = encodeURIComponent(res.data.next_cursor);
    }
    throw new Error('too many pages');
  };

  it('pages open listings newest first and by price both ways, each listing once; filters by kind and rarity', async () => {
    const made: { id: number; price: number }[] = [];
    for (const price of [30, 10, 20, 10, 40]) {
      const seller = await t.playerWithPet();
      const res = await t.list(seller.login, seller.petId, String(price));
      made.push({ id: res.data.listing_id, price });
    }
    const seller = await t.playerWithPet();
    const auction = await t.auction(seller.login, seller.petId, { start: '15' });
    const sold = made[4] as { id: number };
    expect((await t.buy(await t.player(), sold.id)).code).toBe(0);
    const open = made.filter((m) => m.id !== sold.id);

    const newest = await allPages('sort=newest&kind=fixed');
    expect(newest.map((l) => l.listing_id)).toEqual(open.map((m) => m.id).reverse());
    const cheap = await allPages('sort=price_asc&kind=fixed');
    expect(cheap.map((l) => Number(l.price))).toEqual([10, 10, 20, 30]);
    expect(new Set(cheap.map((l) => l.listing_id)).size).toBe(4);
    const dear = await allPages('sort=price_desc');
    expect(dear.map((l) => Number(l.price))).toEqual([30, 20, 15, 10, 10]);
    const auctions = await allPages('kind=auction');
    expect(auctions.map((l) => l.listing_id)).toEqual([auction.data.listing_id]);
    const rarity = newest[0]?.pet.rarity as string;
    const byRarity = await allPages(`rarity=${rarity}`, 50);
    expect(byRarity.length).toBeGreaterThan(0);
    expect(byRarity.every((l) => l.pet.rarity === rarity)).toBe(true);
  });

  it('shows one listing signed out, my listings open first, and the sales newest first', async () => {
    const seller = await t.playerWithPet();
    const second = await t.call(seller.login, '/pet/draw', { request_id: crypto.randomUUID() });
    const a = await t.list(seller.login, seller.petId, '7');
    const b = await t.list(seller.login, second.data.pet_id, '8');
    const buyer = await t.player();
    const bought = await t.buy(buyer, a.data.listing_id);
    expect(bought.code).toBe(0);
    const one = await t.get(undefined, `/market/detail?listing_id=${b.data.listing_id}`);
    expect(one.data).toMatchObject({ listing_id: b.data.listing_id, status: 'open', mine: false, price: '8' });
    const mine = await t.get(seller.login, '/market/mine');
    expect(mine.data.listings.map((l: Row) => l.listing_id)).toEqual([b.data.listing_id, a.data.listing_id]);
    const history = await t.get(undefined, '/market/history?limit=1');
    expect(history.data.listings[0]).toMatchObject({ listing_id: a.data.listing_id, status: 'sold', fee: '0.35' });
    expect(history.data.next_cursor).toBe(String(a.data.listing_id));
  });

  it('refuses a bad cursor, a bad sort and an unknown listing with a clear error', async () => {
    expect((await t.get(undefined, '/market/listings?sort=price_asc&cursor=12')).code).toBe(1001);
    expect((await t.get(undefined, '/market/listings?sort=cheapest')).code).toBe(1001);
    expect((await t.get(undefined, '/market/listings?limit=500')).code).toBe(1001);
    expect((await t.get(undefined, '/market/detail?listing_id=999999')).code).toBe(1240);
    expect((await t.get(undefined, '/market/mine')).code).not.toBe(0);
  });
});
