import { randomUUID } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { buildMarketTestApp, happy, type MarketTestApp } from './helpers/market-calls';

const HOUR = 60 * 60 * 1000;

/** Timed auctions of pets (issue 17 item 2): bids held, the outbid released, settled once by a job. */
describe('market: auctions', () => {
  let t: MarketTestApp;
  beforeAll(async () => {
    t = await buildMarketTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const listing = async (id: number) => (await t.get(undefined, `/market/detail?listing_id=${id}`)).data;
  /** Waits for the settlement job (the runner polls every 50 ms) to close the auction. */
  const settled = async (id: number) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const l = await listing(id);
      if (l.status !== 'open') return l;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`auction ${id} was not settled`);
  };
  const allSettleJobs = (id: number) =>
    t.db.selectFrom('job').select(['state', 'key']).where('key', 'like', `market.settle:%${id}`).execute();
  const settleJobs = (id: number) =>
    t.db.selectFrom('job').select(['state', 'attempts']).where('key', '=', `market.settle:${id}`).execute();

  it('holds each top bid, releases the outbid one in the same step, and the job pays the seller minus 5% and moves the pet', async () => {
    const seller = await t.playerWithPet();
    const [a, b] = [await t.player(), await t.player()];
    const started = await t.auction(seller.login, seller.petId, { start: '20', step: '5', hours: 1 });
    expect(started.code).toBe(0);
    const id = started.data.listing_id as number;
    expect(started.data.auction).toMatchObject({ start_price: '20', min_bid: '20', top_bid: null, bid_count: 0 });
    const [aBefore, bBefore, sellerBefore, feesBefore] = [
      await t.happyOf(a),
      await t.happyOf(b),
      await t.happyOf(seller.login),
      await t.systemHappy('fees'),
    ];
    expect((await t.bid(a, id, '20')).code).toBe(0);
    expect(await t.happyOf(a)).toBe(aBefore - happy(20));
    const raised = await t.bid(b, id, '30');
    expect(raised.code).toBe(0);
    expect(raised.data.listing.auction).toMatchObject({ top_bid: '30', top_bidder_id: b.user_id, min_bid: '35' });
    // a's hold is back the moment b outbid it; b's 30 is held.
    expect(await t.happyOf(a)).toBe(aBefore);
    expect(await t.happyOf(b)).toBe(bBefore - happy(30));
    t.clock.advance(HOUR + 1000);
    const done = await settled(id);
    expect(done).toMatchObject({ status: 'sold', buyer_id: b.user_id, price: '30', fee: '1.5' });
    expect(await t.happyOf(seller.login)).toBe(sellerBefore + happy(28.5));
    expect(await t.systemHappy('fees')).toBe(feesBefore + happy(1.5));
    expect(await t.happyOf(b)).toBe(bBefore - happy(30));
    expect(await t.ownerOf(seller.petId)).toEqual({ ownerId: b.user_id, lockedBy: null });
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('settles one auction once however often it is settled, at once and after (one effect)', async () => {
    const seller = await t.playerWithPet();
    const bidder = await t.player();
    const id = (await t.auction(seller.login, seller.petId, { hours: 1 })).data.listing_id as number;
    expect((await t.bid(bidder, id, '25')).code).toBe(0);
    const sellerBefore = await t.happyOf(seller.login);
    t.clock.advance(HOUR + 1000);
    // The job and five more settlements of the same auction, all due at once.
    await Promise.all(Array.from({ length: 5 }, (_, i) => t.settleAgain(id, `twice-${i}`)));
    await settled(id);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await allSettleJobs(id)).some((j) => j.state !== 'done'))
      await new Promise((r) => setTimeout(r, 50));
    expect((await allSettleJobs(id)).map((j) => j.state)).toEqual(Array(6).fill('done'));
    expect(await t.happyOf(seller.login)).toBe(sellerBefore + happy(23.75));
    expect(await t.ownerOf(seller.petId)).toEqual({ ownerId: bidder.user_id, lockedBy: null });
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('refuses a bid below the minimum (1245 with min_bid), after the end (1241), on your own auction (1242), twice on top (1247)', async () => {
    const seller = await t.playerWithPet();
    const [a, b] = [await t.player(), await t.player()];
    const id = (await t.auction(seller.login, seller.petId, { start: '20', step: '5', hours: 1 })).data
      .listing_id as number;
    const aBefore = await t.happyOf(a);
    const low = await t.bid(a, id, '19.9999');
    expect(low.code).toBe(BodyCode.MARKET_BID_TOO_LOW);
    expect(low.data).toEqual({ min_bid: '20' });
    expect(await t.happyOf(a)).toBe(aBefore);
    expect((await t.bid(seller.login, id, '50')).code).toBe(BodyCode.MARKET_OWN_LISTING);
    expect((await t.bid(a, id, '20')).code).toBe(0);
    expect((await t.bid(a, id, '40')).code).toBe(BodyCode.MARKET_ALREADY_TOP);
    const step = await t.bid(b, id, '24');
    expect(step).toMatchObject({ code: BodyCode.MARKET_BID_TOO_LOW, data: { min_bid: '25' } });
    expect((await t.cancel(seller.login, id)).code).toBe(BodyCode.MARKET_AUCTION_HAS_BIDS);
    for (const amount of ['0x10', '-5', '1.123456789'])
      expect((await t.bid(b, id, amount)).code).toBe(BodyCode.INVALID_PARAMS);
    const bBefore = await t.happyOf(b);
    t.clock.advance(HOUR + 1000);
    expect((await t.bid(b, id, '100')).code).toBe(BodyCode.MARKET_LISTING_CLOSED);
    expect(await t.happyOf(b)).toBe(bBefore);
    for (const hours of [0, 169])
      expect((await t.auction(b, (await t.playerWithPet()).petId, { hours })).code).toBe(BodyCode.INVALID_PARAMS);
    await settled(id);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('gives the pet back unlocked when an auction ends without bids', async () => {
    const seller = await t.playerWithPet();
    const id = (await t.auction(seller.login, seller.petId, { hours: 1 })).data.listing_id as number;
    const before = await t.happyOf(seller.login);
    t.clock.advance(HOUR + 1000);
    expect((await settled(id)).status).toBe('unsold');
    expect(await t.ownerOf(seller.petId)).toEqual({ ownerId: seller.login.user_id, lockedBy: null });
    expect(await t.happyOf(seller.login)).toBe(before);
  });

  it('keeps one top bid of 20 concurrent bidders: every other hold released, the ledger whole', async () => {
    const seller = await t.playerWithPet();
    const id = (await t.auction(seller.login, seller.petId, { start: '10', step: '1', hours: 1 })).data
      .listing_id as number;
    const bidders = await Promise.all(Array.from({ length: 20 }, () => t.player()));
    const before = await Promise.all(bidders.map((p) => t.happyOf(p)));
    const answers = await Promise.all(bidders.map((p, i) => t.bid(p, id, String(10 + i * 2))));
    expect(answers.filter((a) => a.code === 0).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === BodyCode.MARKET_BID_TOO_LOW)).toBe(true);
    const top = await listing(id);
    const after = await Promise.all(bidders.map((p) => t.happyOf(p)));
    const held = after.map((b, i) => (before[i] as bigint) - b).filter((d) => d !== 0n);
    // Only the top bidder has coins held, exactly their bid.
    expect(held).toEqual([happy(Number(top.auction.top_bid))]);
    expect(await t.systemHappy('holds')).toBeGreaterThanOrEqual(happy(Number(top.auction.top_bid)));
    expect(await auditBreaches(t.db)).toEqual([]);
    t.clock.advance(HOUR + 1000);
    expect((await settled(id)).buyer_id).toBe(top.auction.top_bidder_id);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 120_000);

  it('settles once across a crash: a worker that died after its settlement committed leaves its lease; the job run again pays nobody twice', async () => {
    const seller = await t.playerWithPet();
    const bidder = await t.player();
    const id = (await t.auction(seller.login, seller.petId, { hours: 1 })).data.listing_id as number;
    expect((await t.bid(bidder, id, '30', randomUUID())).code).toBe(0);
    const sellerBefore = await t.happyOf(seller.login);
    // A worker claimed the job and was killed: the row is running under its lease for two hours.
    await t.db
      .updateTable('job')
      .set({ state: 'running', attempts: 1, locked_by: 'dead-worker', locked_until: t.clock.now() + 3 * HOUR })
      .where('key', '=', `market.settle:${id}`)
      .execute();
    t.clock.advance(HOUR + 1000);
    // What it did before it died: the settlement committed (here: run by a job of its own).
    await t.settleAgain(id, 'before-crash');
    await settled(id);
    expect(await t.happyOf(seller.login)).toBe(sellerBefore + happy(28.5));
    // Past its lease the job is claimed again (atomically, by one runner) and finds nothing left to do.
    t.clock.advance(2 * HOUR + 1000);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await settleJobs(id))[0]?.state !== 'done')
      await new Promise((r) => setTimeout(r, 50));
    expect(await settleJobs(id)).toEqual([{ state: 'done', attempts: 2 }]);
    expect(await t.happyOf(seller.login)).toBe(sellerBefore + happy(28.5));
    expect(await t.ownerOf(seller.petId)).toEqual({ ownerId: bidder.user_id, lockedBy: null });
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
