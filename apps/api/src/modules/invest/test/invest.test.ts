import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { buildInvestTestApp, type InvestTestApp } from './invest-app';

const DAY = 24 * 60 * 60 * 1000;

/** Invest products (issue 17 item 5): principal held, paid back with the return at maturity, early exit. */
describe('invest products', () => {
  let t: InvestTestApp;
  beforeAll(async () => {
    t = await buildInvestTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const positionCount = async (userId: number) =>
    Number(
      (
        await t.db
          .selectFrom('invest_position')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sold = async (code: string) =>
    BigInt(
      (await t.db.selectFrom('invest_product').select('sold_units').where('code', '=', code).executeTakeFirstOrThrow())
        .sold_units,
    );

  it('holds the principal, replays the same key, and pays principal + return once at maturity', async () => {
    const product = await t.product({ termDays: 30, rateBps: 1_000 });
    const listed = await t.get(undefined, '/invest/products');
    expect(listed.data.list).toContainEqual(
      expect.objectContaining({ code: product.code, remaining: '10000', min_amount: '1', max_amount: '500' }),
    );
    const player = await t.player();
    const before = await t.wh(player);
    const key = 'invest-path-key-1';
    const made = await t.subscribe(player, product.code, '100', key);
    expect(made.code).toBe(0);
    // 100 WH × 10% × 30/365 = 0.8219... WH, rounded down to the cent.
    expect(made.data).toMatchObject({ principal: '100', expected_return: '0.82', state: 'active', paid_back: null });
    expect(made.data.matures_at - made.data.subscribed_at).toBe(30 * DAY);
    expect(before - (await t.wh(player))).toBe(10_000n);

    const replay = await t.subscribe(player, product.code, '100', key);
    expect(replay.data).toEqual(made.data);
    expect(before - (await t.wh(player))).toBe(10_000n);
    expect(await positionCount(player.user_id)).toBe(1);
    expect((await t.get(undefined, `/invest/product?code=${product.code}`)).data.remaining).toBe('9900');
    const mine = await t.get(player, '/invest/positions');
    expect(mine.data.list).toEqual([made.data]);

    t.clock.advance(30 * DAY + 1000);
    expect(await t.settled(made.data.id)).toBe('matured');
    expect((await t.wh(player)) - before).toBe(82n);
    expect((await t.get(player, '/invest/positions')).data.list[0]).toMatchObject({
      state: 'matured',
      paid_back: '100.82',
    });
    expect(await t.txCount('invest_return', `invest:${made.data.id}`)).toBe(1);

    // The maturity job run a second time pays nothing.
    expect(await t.matureAgain(made.data.id, 'path')).toBe('done');
    expect((await t.wh(player)) - before).toBe(82n);
    expect(await t.txCount('invest_return', `invest:${made.data.id}`)).toBe(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 60_000);

  it('refuses bad input with a clear code and changes nothing', async () => {
    const product = await t.product({ max: 300_000n });
    const off = await t.product();
    await t.db.updateTable('invest_product').set({ disabled: 1 }).where('code', '=', off.code).execute();
    const player = await t.player();
    const before = await t.wh(player);
    const cases: [string, string, number, unknown?][] = [
      [product.code, '0', BodyCode.INVALID_PARAMS],
      [product.code, '-5', BodyCode.INVALID_PARAMS],
      [product.code, 'ten', BodyCode.INVALID_PARAMS],
      [product.code, '1.001', BodyCode.INVALID_PARAMS],
      [product.code, '0.5', BodyCode.INVEST_AMOUNT_OUT_OF_RANGE, { min: '1', max: '3000' }],
      [product.code, '3000.01', BodyCode.INVEST_AMOUNT_OUT_OF_RANGE, { min: '1', max: '3000' }],
      // Within the product's limits, beyond the player's 1000 WH.
      [product.code, '2000', BodyCode.BALANCE_LACK],
      ['no-such-product', '10', BodyCode.INVEST_PRODUCT_UNAVAILABLE],
      [off.code, '10', BodyCode.INVEST_PRODUCT_UNAVAILABLE],
    ];
    for (const [code, amount, expected, data] of cases) {
      const res = await t.subscribe(player, code, amount);
      expect([code, amount, res.code]).toEqual([code, amount, expected]);
      if (data) expect(res.data).toEqual(data);
    }
    const noKey = await t.call(player, '/invest/subscribe', { product: product.code, amount: '10' }, '');
    expect([noKey.code, noKey.data.field]).toEqual([BodyCode.INVALID_PARAMS, 'Idempotency-Key']);
    const other = await t.subscribe(player, product.code, '10', 'invest-bad-key-1');
    expect(other.code).toBe(0);
    // The same key with another body is refused, not replayed.
    const reused = await t.subscribe(player, product.code, '11', 'invest-bad-key-1');
    expect(reused.code).toBe(BodyCode.IDEMPOTENCY_CONFLICT);

    expect(before - (await t.wh(player))).toBe(1_000n);
    expect(await positionCount(player.user_id)).toBe(1);
    expect(await sold(product.code)).toBe(1_000n);
    expect(await sold(off.code)).toBe(0n);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 60_000);

  it('exits early once: the principal less the penalty back, the penalty to the fees account, the cap freed', async () => {
    const product = await t.product({ penaltyBps: 250 });
    const player = await t.player();
    const before = await t.wh(player);
    const made = await t.subscribe(player, product.code, '99.99');
    expect(made.code).toBe(0);

    const key = 'invest-exit-key-1';
    const [one, two] = await Promise.all([
      t.exit(player, made.data.id, key),
      t.exit(player, made.data.id, 'invest-exit-key-2'),
    ]);
    const codes = [one.code, two.code].sort();
    expect(codes).toEqual([0, BodyCode.INVEST_POSITION_CLOSED]);
    const done = one.code === 0 ? one : two;
    // 9999 × 2.5% = 249.975 units: the penalty is 249 (rounded down, the player keeps the fraction).
    expect(done.data).toMatchObject({ state: 'exited', penalty: '2.49', paid_back: '97.5' });
    expect(before - (await t.wh(player))).toBe(249n);
    if (one.code === 0) expect((await t.exit(player, made.data.id, key)).data).toEqual(one.data);
    expect((await t.exit(player, made.data.id)).code).toBe(BodyCode.INVEST_POSITION_CLOSED);
    expect(await sold(product.code)).toBe(0n);

    // Its maturity job pays nothing later.
    t.clock.advance(31 * DAY);
    expect(await t.matureAgain(made.data.id, 'exited')).toBe('done');
    expect(before - (await t.wh(player))).toBe(249n);
    expect(await t.txCount('invest_return', `invest:${made.data.id}`)).toBe(0);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 60_000);

  it('refuses an exit the product does not allow, of another player, or after maturity', async () => {
    const locked = await t.product({ earlyExit: false, penaltyBps: 0 });
    const open = await t.product({ termDays: 1 });
    const player = await t.player();
    const stranger = await t.player();
    const a = await t.subscribe(player, locked.code, '10');
    const b = await t.subscribe(player, open.code, '10');
    const balance = await t.wh(player);
    expect((await t.exit(player, a.data.id)).code).toBe(BodyCode.INVEST_EXIT_NOT_ALLOWED);
    expect((await t.exit(stranger, b.data.id)).code).toBe(BodyCode.INVEST_POSITION_NOT_FOUND);
    expect((await t.exit(player, 999_999)).code).toBe(BodyCode.INVEST_POSITION_NOT_FOUND);
    expect(await t.wh(player)).toBe(balance);
    t.clock.advance(DAY + 1000);
    expect(await t.settled(b.data.id)).toBe('matured');
    expect((await t.exit(player, b.data.id)).code).toBe(BodyCode.INVEST_POSITION_CLOSED);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 60_000);

  it('never oversells a capped product to many concurrent buyers', async () => {
    // 45 WH left: 30 players ask for 10 WH each at once; exactly 4 can have it, and 5 WH stays unsold.
    const product = await t.product({ cap: 4_500n, min: 100n, max: 1_000n });
    const players = await Promise.all(Array.from({ length: 30 }, () => t.player()));
    const before = await Promise.all(players.map((p) => t.wh(p)));
    const results = await Promise.all(players.map((p) => t.subscribe(p, product.code, '10')));
    const won = results.filter((r) => r.code === 0);
    expect(won).toHaveLength(4);
    const refused = results.filter((r) => r.code !== 0);
    expect(new Set(refused.map((r) => r.code))).toEqual(new Set([BodyCode.INVEST_CAP_REACHED]));
    expect(refused.map((r) => r.data.remaining)).toContain('5');
    const after = await Promise.all(players.map((p) => t.wh(p)));
    const moved = after.map((a, i) => (before[i] as bigint) - a);
    expect(moved.filter((m) => m === 1_000n)).toHaveLength(4);
    expect(moved.filter((m) => m === 0n)).toHaveLength(26);
    expect(await sold(product.code)).toBe(4_000n);
    // The last 5 WH still sells, then nothing more.
    const last = await t.player();
    expect((await t.subscribe(last, product.code, '5')).code).toBe(0);
    expect((await t.subscribe(last, product.code, '1')).code).toBe(BodyCode.INVEST_CAP_REACHED);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 120_000);
});
