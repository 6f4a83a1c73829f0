import { randomUUID } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { buildMarketTestApp, happy, type MarketTestApp } from './helpers/market-calls';

/** Fixed-price listings of pets (issue 17 item 2): list, withdraw, buy once, concurrency, bad input. */
describe('market: fixed-price listings', () => {
  let t: MarketTestApp;
  beforeAll(async () => {
    t = await buildMarketTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('publishes its rules signed out: the coin, the 5% fee, the price limits', async () => {
    const res = await t.get(undefined, '/market/config');
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      coin: 'HAPPY',
      fee_bps: 500,
      min_price: '1',
      max_price: '1000000',
      auction_hours: { min: 1, max: 168 },
    });
  });

  it('lists a pet (locked while listed) and sells it: price from the buyer, 95% to the seller, 5% to fees, the pet moved', async () => {
    const seller = await t.playerWithPet();
    const buyer = await t.player();
    const listed = await t.list(seller.login, seller.petId, '100');
    expect(listed.code).toBe(0);
    expect(listed.data).toMatchObject({ kind: 'fixed', status: 'open', price: '100', mine: true, auction: null });
    expect(listed.data.pet).toMatchObject({ pet_id: seller.petId, image_url: `/pet/image/${seller.petId}.svg` });
    expect(await t.ownerOf(seller.petId)).toEqual({
      ownerId: seller.login.user_id,
      lockedBy: `market:${listed.data.listing_id}`,
    });
    const [sellerBefore, buyerBefore, feesBefore] = [
      await t.happyOf(seller.login),
      await t.happyOf(buyer),
      await t.systemHappy('fees'),
    ];
    const key = randomUUID();
    const bought = await t.buy(buyer, listed.data.listing_id, key);
    expect(bought.code).toBe(0);
    expect(bought.data.listing).toMatchObject({ status: 'sold', buyer_id: buyer.user_id, fee: '5' });
    expect(bought.data.tx_id).not.toBe('');
    expect(await t.happyOf(buyer)).toBe(buyerBefore - happy(100));
    expect(await t.happyOf(seller.login)).toBe(sellerBefore + happy(95));
    expect(await t.systemHappy('fees')).toBe(feesBefore + happy(5));
    expect(await t.ownerOf(seller.petId)).toEqual({ ownerId: buyer.user_id, lockedBy: null });
    // The same request again answers the same purchase and moves nothing more.
    const again = await t.buy(buyer, listed.data.listing_id, key);
    expect(again.data.tx_id).toBe(bought.data.tx_id);
    expect(await t.happyOf(buyer)).toBe(buyerBefore - happy(100));
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('lets exactly one of 30 concurrent buyers win one listing; the others get 1241 and pay nothing', async () => {
    const seller = await t.playerWithPet();
    const listed = await t.list(seller.login, seller.petId, '40');
    const buyers = await Promise.all(Array.from({ length: 30 }, () => t.player()));
    const before = await Promise.all(buyers.map((b) => t.happyOf(b)));
    const sellerBefore = await t.happyOf(seller.login);
    const answers = await Promise.all(buyers.map((b) => t.buy(b, listed.data.listing_id)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).map((a) => a.code)).toEqual(
      Array(29).fill(BodyCode.MARKET_LISTING_CLOSED),
    );
    const after = await Promise.all(buyers.map((b) => t.happyOf(b)));
    const paid = after.map((b, i) => (before[i] as bigint) - b).filter((d) => d !== 0n);
    expect(paid).toEqual([happy(40)]);
    expect(await t.happyOf(seller.login)).toBe(sellerBefore + happy(38));
    const winner = buyers[answers.findIndex((a) => a.code === 0)];
    expect((await t.ownerOf(seller.petId)).ownerId).toBe(winner?.user_id);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 120_000);

  it('refuses a pet not yours (1231), an unknown pet (1230), one already listed (1233), one rented out (1232)', async () => {
    const owner = await t.playerWithPet();
    const other = await t.player();
    expect((await t.list(other, owner.petId)).code).toBe(BodyCode.PET_NOT_YOURS);
    expect((await t.list(other, 'P0000000000')).code).toBe(BodyCode.PET_NOT_FOUND);
    expect((await t.list(owner.login, owner.petId)).code).toBe(0);
    expect((await t.list(owner.login, owner.petId)).code).toBe(BodyCode.PET_LOCKED);
    const lender = await t.playerWithPet();
    expect(
      (await t.call(lender.login, '/pet/rent_offer', { pet_id: lender.petId, price_per_day: '1', max_days: 2 })).code,
    ).toBe(0);
    const renter = await t.player();
    const rented = await t.call(renter, '/pet/rent', { pet_id: lender.petId, days: 1, request_id: randomUUID() });
    expect(rented.code).toBe(0);
    const refused = await t.list(lender.login, lender.petId);
    expect(refused.code).toBe(BodyCode.PET_RENTED);
    // Nothing was stored for the refused listings.
    expect((await t.get(lender.login, '/market/mine')).data.listings).toEqual([]);
  });

  it('refuses buying your own listing (1242), a bad price (1001), a missing listing (1240), a short balance; nothing moves', async () => {
    const seller = await t.playerWithPet();
    const listed = await t.list(seller.login, seller.petId, '600');
    expect(listed.code).toBe(0);
    const before = await t.happyOf(seller.login);
    expect((await t.buy(seller.login, listed.data.listing_id)).code).toBe(BodyCode.MARKET_OWN_LISTING);
    const poor = await t.player();
    const poorBefore = await t.happyOf(poor);
    expect((await t.buy(poor, listed.data.listing_id)).code).toBe(BodyCode.BALANCE_LACK);
    expect(await t.happyOf(poor)).toBe(poorBefore);
    expect((await t.buy(poor, 999_999)).code).toBe(BodyCode.MARKET_LISTING_NOT_FOUND);
    const other = await t.playerWithPet();
    for (const price of ['0', '-1', 'ten', '1000001', '1.123456789']) {
      const res = await t.list(other.login, other.petId, price);
      expect(res.code, price).toBe(BodyCode.INVALID_PARAMS);
      expect(res.data?.field ?? res.msg, price).toContain('price');
    }
    expect((await t.ownerOf(other.petId)).lockedBy).toBeNull();
    expect((await t.call(poor, '/market/buy', { listing_id: listed.data.listing_id })).code).toBe(
      BodyCode.INVALID_PARAMS,
    );
    expect(await t.happyOf(seller.login)).toBe(before);
    expect((await t.ownerOf(seller.petId)).ownerId).toBe(seller.login.user_id);
  });

  it('withdraws a listing: only its seller (1243), the pet unlocked, then closed to buyers (1241) and to a second withdrawal', async () => {
    const seller = await t.playerWithPet();
    const buyer = await t.player();
    const listed = await t.list(seller.login, seller.petId, '10');
    expect((await t.cancel(buyer, listed.data.listing_id)).code).toBe(BodyCode.MARKET_NOT_SELLER);
    const cancelled = await t.cancel(seller.login, listed.data.listing_id);
    expect(cancelled.code).toBe(0);
    expect(cancelled.data.status).toBe('cancelled');
    expect(await t.ownerOf(seller.petId)).toEqual({ ownerId: seller.login.user_id, lockedBy: null });
    expect((await t.cancel(seller.login, listed.data.listing_id)).code).toBe(BodyCode.MARKET_LISTING_CLOSED);
    const before = await t.happyOf(buyer);
    expect((await t.buy(buyer, listed.data.listing_id)).code).toBe(BodyCode.MARKET_LISTING_CLOSED);
    expect(await t.happyOf(buyer)).toBe(before);
    // Free again: it can be listed anew.
    expect((await t.list(seller.login, seller.petId, '12')).code).toBe(0);
  });

  it('refuses a key reused for another listing (1016) and the wrong kind of call (1244)', async () => {
    const a = await t.playerWithPet();
    const b = await t.playerWithPet();
    const buyer = await t.player();
    const la = await t.list(a.login, a.petId, '5');
    const lb = await t.auction(b.login, b.petId);
    const key = randomUUID();
    expect((await t.buy(buyer, la.data.listing_id, key)).code).toBe(0);
    expect((await t.buy(buyer, lb.data.listing_id, key)).code).toBe(BodyCode.IDEMPOTENCY_CONFLICT);
    expect((await t.buy(buyer, lb.data.listing_id)).code).toBe(BodyCode.MARKET_WRONG_KIND);
    expect((await t.bid(buyer, la.data.listing_id, '10')).code).toBe(BodyCode.MARKET_WRONG_KIND);
  });
});
