import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { buildGiftsTestApp, type GiftsTestApp } from './gifts-app';

const HOUR = 60 * 60 * 1000;
const CREATE = '/casino/lucky_bear/gift_code/create';
const CLAIM = '/casino/lucky_bear/receive_gift_code';

/** Gift codes (issue 16 item 1): funded by a hold, claimed once per player, the rest back at expiry. */
describe('gift codes', () => {
  let t: GiftsTestApp;
  beforeAll(async () => {
    t = await buildGiftsTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const create = (login: LoginResponse, body: object) =>
    t.call(login, CREATE, { coin: 'WH', mode: 'fixed', count: 2, amount: '10', expires_in_hours: 24, ...body });
  const claim = (login: LoginResponse, code: string) => t.call(login, CLAIM, { code });
  const giftRows = () =>
    t.db
      .selectFrom('gift_code')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

  it('holds the whole gift at creation, pays each claim from it once, and shows the sender masked', async () => {
    const sender = await t.player();
    const before = await t.wh(sender);
    const made = await create(sender, { count: 3, amount: '25.5' });
    expect(made.code).toBe(0);
    expect(made.data).toMatchObject({ total: '76.5', count: 3, claimed: 0, state: 'open', claims: [] });
    expect(before - (await t.wh(sender))).toBe(7650n);

    const receiver = await t.player();
    const got = await t.wh(receiver);
    const res = await claim(receiver, made.data.code.toLowerCase());
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ code: made.data.code, coin: 'WH', amount: '25.5' });
    expect((await t.wh(receiver)) - got).toBe(2550n);
    // The sender's balance does not move again: the money came out of the hold.
    expect(before - (await t.wh(sender))).toBe(7650n);

    const seen = await t.get(undefined, `/casino/lucky_bear/gift_code/view?code=${made.data.code}`);
    expect(seen.code).toBe(0);
    const name = (
      await t.db.selectFrom('app_user').select('username').where('id', '=', sender.user_id).executeTakeFirstOrThrow()
    ).username;
    expect(seen.data).toMatchObject({ left: 2, count: 3, state: 'open', mine: null, total: '76.5' });
    expect(seen.data.sender).toBe(`${name.slice(0, 2)}${'*'.repeat(name.length - 4)}${name.slice(-2)}`);
    expect((await t.get(receiver, `/casino/lucky_bear/gift_code/view?code=${made.data.code}`)).data.mine).toBe('25.5');

    const mine = await t.get(sender, '/casino/lucky_bear/webcast_giftcode/query');
    expect(mine.data.list[0]).toMatchObject({ code: made.data.code, claimed: 1 });
    expect(mine.data.list[0].claims).toEqual([expect.objectContaining({ user_id: receiver.user_id, amount: '25.5' })]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('splits a random gift into shares of at least one unit that add up to the total', async () => {
    const sender = await t.player();
    const made = await create(sender, { mode: 'random', count: 5, amount: '10' });
    expect(made.data.total).toBe('10');
    const slots = await t.db
      .selectFrom('gift_slot')
      .select('amount')
      .where(
        'gift_id',
        '=',
        (await t.db.selectFrom('gift_code').select('id').where('code', '=', made.data.code).executeTakeFirstOrThrow())
          .id,
      )
      .execute();
    const shares = slots.map((s) => BigInt(s.amount));
    expect(shares).toHaveLength(5);
    expect(shares.every((s) => s >= 1n)).toBe(true);
    expect(shares.reduce((a, b) => a + b, 0n)).toBe(1000n);
  });

  it('lets a webcast host create a code the same way, listed with the host’s codes', async () => {
    const host = await t.player();
    const made = await t.call(host, '/casino/lucky_bear/webcast_giftcode/create', {
      coin: 'WH',
      mode: 'fixed',
      count: 1,
      amount: '1',
      expires_in_hours: 1,
    });
    expect(made.code).toBe(0);
    const kind = await t.db
      .selectFrom('gift_code')
      .select('kind')
      .where('code', '=', made.data.code)
      .executeTakeFirstOrThrow();
    expect(kind.kind).toBe('webcast');
    expect(
      (await t.get(host, '/casino/lucky_bear/webcast_giftcode/query')).data.list.map((g: { code: string }) => g.code),
    ).toEqual([made.data.code]);
  });

  it('refuses a code funded beyond the balance, and bad input, changing nothing', async () => {
    const sender = await t.player();
    const before = await t.wh(sender);
    const codes = (await giftRows()).n;
    const cases: [object, number][] = [
      [{ count: 2, amount: '600' }, BodyCode.BALANCE_LACK], // 1200 > the 1000 welcome bonus
      [{ amount: '-1' }, BodyCode.INVALID_PARAMS],
      [{ amount: '0' }, BodyCode.INVALID_PARAMS],
      [{ amount: '0.001' }, BodyCode.INVALID_PARAMS], // WH has 2 decimals
      [{ count: 0 }, BodyCode.INVALID_PARAMS],
      [{ count: 101 }, BodyCode.INVALID_PARAMS],
      [{ coin: 'NOPE' }, BodyCode.INVALID_PARAMS],
      [{ mode: 'lottery' }, BodyCode.INVALID_PARAMS],
      [{ expires_in_hours: 0 }, BodyCode.INVALID_PARAMS],
      [{ mode: 'random', count: 5, amount: '0.04' }, BodyCode.INVALID_PARAMS], // 4 units cannot make 5 shares
    ];
    for (const [body, code] of cases) {
      const res = await create(sender, body);
      expect([JSON.stringify(body), res.code]).toEqual([JSON.stringify(body), code]);
    }
    expect(await t.wh(sender)).toBe(before);
    expect((await giftRows()).n).toBe(codes);
    expect((await claim(sender, 'not a code')).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await claim(sender, 'ZZZZZZZZ')).code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('refuses my own code, a second claim and an exhausted code, changing nothing', async () => {
    const sender = await t.player();
    const made = await create(sender, { count: 1, amount: '5' });
    const senderBalance = await t.wh(sender);
    const own = await claim(sender, made.data.code);
    expect([own.code, own.msg]).toEqual([BodyCode.CONFLICT, 'GIFT_CODE_OWN']);
    expect(await t.wh(sender)).toBe(senderBalance);

    const first = await t.player();
    expect((await claim(first, made.data.code)).code).toBe(0);
    const firstBalance = await t.wh(first);
    const again = await claim(first, made.data.code);
    expect(again.msg).toBe('GIFT_CODE_CLAIMED');
    expect(await t.wh(first)).toBe(firstBalance);

    const late = await t.player();
    const lateBalance = await t.wh(late);
    const exhausted = await claim(late, made.data.code);
    expect([exhausted.code, exhausted.msg]).toEqual([BodyCode.CONFLICT, 'GIFT_CODE_EXHAUSTED']);
    expect(await t.wh(late)).toBe(lateBalance);
    expect((await t.get(undefined, `/casino/lucky_bear/gift_code/view?code=${made.data.code}`)).data.state).toBe(
      'exhausted',
    );
  });

  it('refuses claims of an exhausted code by the same rules in the same order: mine, expired, claimed, exhausted', async () => {
    const sender = await t.player();
    const made = await create(sender, { count: 1, amount: '2', expires_in_hours: 1 });
    const first = await t.player();
    expect((await claim(first, made.data.code)).code).toBe(0);
    const late = await t.player();
    const balances = async () => Promise.all([sender, first, late].map((p) => t.wh(p)));
    const before = await balances();
    expect((await claim(sender, made.data.code)).msg).toBe('GIFT_CODE_OWN');
    expect((await claim(first, made.data.code)).msg).toBe('GIFT_CODE_CLAIMED');
    expect((await claim(late, made.data.code)).msg).toBe('GIFT_CODE_EXHAUSTED');
    t.clock.advance(HOUR + 1000);
    expect((await claim(sender, made.data.code)).msg).toBe('GIFT_CODE_OWN');
    for (const p of [first, late]) expect((await claim(p, made.data.code)).msg).toBe('GIFT_CODE_EXPIRED');
    expect((await claim(late, 'ZZZZZZZZ')).code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect(await balances()).toEqual(before);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('lets exactly 10 of 100 concurrent claimants of a 10-claim code win, each paid once', async () => {
    const sender = await t.player();
    const made = await create(sender, { count: 10, amount: '3' });
    const players = await Promise.all(Array.from({ length: 100 }, () => t.player()));
    const before = await Promise.all(players.map((p) => t.wh(p)));
    const results = await Promise.all(players.map((p) => claim(p, made.data.code)));
    const won = results.filter((r) => r.code === 0);
    expect(won).toHaveLength(10);
    expect(new Set(results.filter((r) => r.code !== 0).map((r) => r.msg))).toEqual(new Set(['GIFT_CODE_EXHAUSTED']));
    const after = await Promise.all(players.map((p) => t.wh(p)));
    const moved = after.map((a, i) => a - (before[i] as bigint));
    expect(moved.filter((m) => m === 300n)).toHaveLength(10);
    expect(moved.filter((m) => m === 0n)).toHaveLength(90);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 120_000);

  it('gives the unclaimed rest back at expiry through the release job, once, and refuses claims after', async () => {
    const sender = await t.player();
    const start = await t.wh(sender);
    const made = await create(sender, { count: 4, amount: '2', expires_in_hours: 1 });
    const one = await t.player();
    expect((await claim(one, made.data.code)).code).toBe(0);
    expect(start - (await t.wh(sender))).toBe(800n);

    t.clock.advance(HOUR + 1000);
    const deadline = Date.now() + 15_000;
    let released = null as unknown;
    while (Date.now() < deadline) {
      const row = await t.db
        .selectFrom('gift_code')
        .select('released_at')
        .where('code', '=', made.data.code)
        .executeTakeFirstOrThrow();
      released = row.released_at;
      if (released !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(released).not.toBeNull();
    // The three unclaimed shares (6 WH) are back; the claimed one stays with its claimer.
    expect(start - (await t.wh(sender))).toBe(200n);
    const voids = await t.db
      .selectFrom('ledger_tx')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'hold_void')
      .where('reference', 'like', `gift:${made.data.code}:%`)
      .executeTakeFirstOrThrow();
    expect(Number(voids.n)).toBe(3);

    const late = await t.player();
    const refused = await claim(late, made.data.code);
    expect([refused.code, refused.msg]).toEqual([BodyCode.CONFLICT, 'GIFT_CODE_EXPIRED']);
    expect((await t.get(undefined, `/casino/lucky_bear/gift_code/view?code=${made.data.code}`)).data).toMatchObject({
      state: 'expired',
      left: 3,
    });
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 60_000);
});
