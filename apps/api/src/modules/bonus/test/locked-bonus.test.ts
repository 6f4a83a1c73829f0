import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { auditOf } from '../../ops/test/helpers/console-calls';
import {
  buildOpsTestApp,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from '../../ops/test/helpers/ops-test-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';

/** Locked bonuses (issue 13): granted by an operator, held, unlocked once after the wagering requirement. */
describe('locked bonuses', () => {
  let t: OpsTestApp;
  let finance: SignedInOperator;
  let serial = 0;

  beforeAll(async () => {
    t = await buildOpsTestApp();
    const owner = await ownerSignedIn(t);
    finance = await operatorWith(t, owner, ['finance']);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const player = () =>
    signInByPhone(t, `9345${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`);
  const get = async (login: LoginResponse, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: sessionHeaders(login) });
    // biome-ignore lint/suspicious/noExplicitAny: tests read the data field by field
    return res.json() as { code: number; msg: string; data: any };
  };
  const grant = (login: LoginResponse, amount: string, wager_multiple: number, extra: object = {}) =>
    opsCall(
      t,
      { method: 'POST', path: '/ops/bonus/grant' },
      { user_id: login.user_id, coin: 'WH', amount, wager_multiple, reason: 'welcome back offer', ...extra },
      { session: finance },
    );
  const unlock = (login: LoginResponse, id: string) =>
    post(t.app, '/casino/lucky_bear/unlock', { id }, sessionHeaders(login));
  const wh = async (login: LoginResponse) =>
    (await get(login, '/casino/lucky_bear/asset_detail?coin=WH')).data as {
      available: string;
      locked: string;
      total: string;
      bonuses: { id: string; state: string; progress: number }[];
    };

  /** Plays the house dice game for `bet` WH (the bet counts as wagered whatever the roll). */
  async function wager(login: LoginResponse, bet: string) {
    const launch = await post(
      t.app,
      '/casino/game/launch',
      { gameId: 'house-dice', coin: 'WH' },
      sessionHeaders(login),
    );
    expect(launch.body.code).toBe(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/provider/house/play',
      payload: { launchToken: launch.body.data.token, gameId: 'house-dice', bet, params: { multiplier: 2 } },
    });
    expect(res.json().code).toBe(0);
  }

  it('an operator grant credits and holds at once: locked, not available, audited', async () => {
    const p = await player();
    const before = await wh(p);
    const res = await grant(p, '20', 5);
    expect(res.body).toMatchObject({
      code: 0,
      data: {
        coin: 'WH',
        amount: '20',
        source: 'operator',
        state: 'locked',
        wager_required: '100',
        wagered: '0',
        progress: 0,
      },
    });
    const after = await wh(p);
    expect(after.available).toBe(before.available);
    expect(Number(after.locked)).toBe(Number(before.locked) + 20);
    expect(Number(after.total)).toBe(Number(before.total) + 20);
    expect(after.bonuses.map((b) => b.id)).toContain(res.body.data.id);
    const list = await get(p, '/casino/lucky_bear/asset_list');
    expect(list.data.list.find((a: { coin: string }) => a.coin === 'WH')).toEqual({
      coin: 'WH',
      available: after.available,
      locked: after.locked,
      total: after.total,
    });
    const audit = await auditOf(t, 'bonus.grant');
    expect(audit.some((e: { target: string }) => e.target === `user:${p.user_id}`)).toBe(true);
  });

  it('refuses to unlock before the requirement, says how far, and moves nothing', async () => {
    const p = await player();
    const { id } = (await grant(p, '10', 3)).body.data;
    await wager(p, '12');
    const before = await wh(p);
    const res = await unlock(p, id);
    expect(res.body).toMatchObject({
      code: BodyCode.BONUS_STILL_LOCKED,
      data: { wagered: '12', wager_required: '30', progress: 40 },
    });
    expect(await wh(p)).toEqual(before);
    expect((await get(p, `/casino/lucky_bear/locked_detail?id=${id}`)).data).toMatchObject({
      state: 'locked',
      progress: 40,
    });
  });

  it('counts only wagering after the grant', async () => {
    const p = await player();
    await wager(p, '50');
    const { id } = (await grant(p, '10', 1)).body.data;
    expect((await get(p, `/casino/lucky_bear/locked_detail?id=${id}`)).data).toMatchObject({
      wagered: '0',
      progress: 0,
    });
  });

  it('unlocks once the requirement is met: the bonus becomes available, a second unlock is refused', async () => {
    const p = await player();
    const { id } = (await grant(p, '10', 2)).body.data;
    await wager(p, '20');
    const before = await wh(p);
    const res = await unlock(p, id);
    expect(res.body).toMatchObject({
      code: 0,
      data: { id, state: 'unlocked', progress: 100, unlocked_at: expect.any(Number) },
    });
    const after = await wh(p);
    expect(Number(after.available)).toBe(Number(before.available) + 10);
    expect(Number(after.locked)).toBe(Number(before.locked) - 10);
    expect(after.total).toBe(before.total);
    expect((await unlock(p, id)).body.code).toBe(BodyCode.BONUS_ALREADY_UNLOCKED);
    expect(await wh(p)).toEqual(after);
  });

  it("does not show or unlock another player's bonus", async () => {
    const owner = await player();
    const other = await player();
    const { id } = (await grant(owner, '10', 0)).body.data;
    expect((await get(other, `/casino/lucky_bear/locked_detail?id=${id}`)).code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect((await unlock(other, id)).body.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect((await get(owner, `/casino/lucky_bear/locked_detail?id=${id}`)).data.state).toBe('locked');
  });

  it.each([
    ['an unknown coin', { coin: 'ZZZ' }],
    ['a zero amount', { amount: '0' }],
    ['an amount above the cap', { amount: '10001' }],
    ['a negative multiple', { wager_multiple: -1 }],
    ['no reason', { reason: '' }],
  ])('refuses a grant with %s and changes nothing', async (_name, extra) => {
    const p = await player();
    const before = await wh(p);
    const res = await grant(p, '10', 1, extra);
    expect(res.body.code).not.toBe(0);
    expect(await wh(p)).toEqual(before);
  });

  it('answers the bearWallet of lucky_bear/query in the market of Country-Code, locked bonuses included', async () => {
    const p = await player();
    await grant(p, '10', 1);
    const detail = await wh(p);
    const query = async (country: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/casino/lucky_bear/query',
          headers: sessionHeaders(p, { 'Country-Code': country }),
        })
      ).json();
    const br = await query('br');
    expect(br.code).toBe(0);
    expect(br.data.user_id).toBe(p.user_id);
    expect(br.data.bear_wallet).toMatchObject({
      coin: 'WH',
      coin_name_extra: 'WH',
      available: detail.available,
      locked: '10',
      total: detail.total,
      country: 'br',
      currency_code: 'BRL',
      currency_symbol: 'R$',
    });
    const vn = (await query('vn')).data.bear_wallet;
    expect(vn).toMatchObject({ currency_code: 'VND', currency_decimals: 0 });
    // The same balance at each market's rate: the two local totals stand in the ratio of the rates.
    // (to the rounding of each total to its currency's last digit).
    const ratio = Number(vn.local_total) / Number(br.data.bear_wallet.local_total);
    const rates = Number(vn.local_rate) / Number(br.data.bear_wallet.local_rate);
    expect(Math.abs(ratio / rates - 1)).toBeLessThan(0.001);
    // A brand country chosen with switch_country wins over the request's market.
    const switched = await post(t.app, '/casino/user/switch_country', { country: 'th' }, sessionHeaders(p));
    expect(switched.body.code).toBe(0);
    expect((await query('br')).data.bear_wallet).toMatchObject({ country: 'th', currency_code: 'THB' });
    const signedOut = await t.app.inject({ method: 'GET', url: '/casino/lucky_bear/query', headers: commonHeaders() });
    expect(signedOut.json().code).toBe(BodyCode.SESSION_INVALID);
  });

  it('refuses asset_detail of an unknown coin with a field error', async () => {
    const p = await player();
    expect((await get(p, '/casino/lucky_bear/asset_detail?coin=ZZZ')).code).toBe(BodyCode.INVALID_PARAMS);
    const res = await t.app.inject({ method: 'GET', url: '/casino/lucky_bear/asset_list', headers: commonHeaders() });
    expect(res.json().code).toBe(BodyCode.SESSION_INVALID);
  });

  it('releases a bonus unlocked 100 times at once exactly once, and the ledger stays whole', async () => {
    const p = await player();
    const { id } = (await grant(p, '10', 1)).body.data;
    await wager(p, '10');
    const before = await wh(p);
    const answers = await Promise.all(Array.from({ length: 100 }, () => unlock(p, id)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === BodyCode.BONUS_ALREADY_UNLOCKED)).toBe(true);
    const after = await wh(p);
    expect(Number(after.available)).toBe(Number(before.available) + 10);
    expect(after.total).toBe(before.total);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
