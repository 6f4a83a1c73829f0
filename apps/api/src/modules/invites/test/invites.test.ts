import { BodyCode } from '@app/shared';
import { encodeStartParam } from '@app/shared/core/start-param';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { type AppServices, buildServices } from '../../../compose';
import { createDatabase, type DatabaseHandle } from '../../../db/create-db';
import { newPlayer, playerWithBets } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';
import { auditBreaches, ledgerAccounts } from '../../wallet/test/helpers/wallet-ledger';

const WH = 100n; // base units of one WH (2 decimals)
let phoneSerial = 0;

/** Invites (issue 16, item 3): attribution, bindCode, milestone rewards paid once, the lists. */
describe('invites', () => {
  let t: GamesTestApp;
  let handle: DatabaseHandle;
  let services: AppServices;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    handle = createDatabase(t.config.database);
    services = buildServices(t.config, handle, pino({ level: 'silent' }));
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await t?.close();
  });

  const get = async (login: Login | undefined, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: login ? sessionHeaders(login) : commonHeaders() });
    // biome-ignore lint/suspicious/noExplicitAny: tests read the data field by field
    return res.json() as { code: number; msg: string; data: any };
  };
  const bind = async (login: Login, code: unknown) =>
    (await post(t.app, '/casino/lucky_bear/invite_bind', { code }, sessionHeaders(login))).body;
  const codeOf = async (login: Login) =>
    (await get(login, '/casino/lucky_bear/invite_summary')).data.invite_code as string;
  /** A new player signing up with extra sign-in fields (start_param, invite_code). */
  const signUp = (extra: object) => {
    phoneSerial++;
    return signInByPhone(
      t,
      `94${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(4, '0')}`,
      extra,
    );
  };
  async function balance(userId: number): Promise<bigint> {
    const rows = await ledgerAccounts(t.db, [userId]);
    return rows.find((r) => r.userId === userId && r.coin === 'WH')?.balance ?? 0n;
  }

  it('publishes the reward table at /api/config/invite_reward', async () => {
    const res = await post(t.app, '/api/config/invite_reward', {});
    expect(res.body.code).toBe(0);
    expect(res.body.data.rewards.map((r: { milestone: string }) => r.milestone)).toEqual([
      'signup',
      'first_recharge',
      'wagering',
    ]);
  });

  it('gives each player a referral code that is not their user id', async () => {
    const a = await newPlayer(t);
    const code = await codeOf(a);
    expect(code).toMatch(/^[A-Z0-9]{8,16}$/);
    expect(code).not.toContain(String(a.user_id));
  });

  it('attributes a sign-up to the inviter of the start parameter and pays the sign-up reward once', async () => {
    const inviter = await newPlayer(t);
    const before = await balance(inviter.user_id);
    const invitee = await signUp({ start_param: encodeStartParam({ m: String(inviter.user_id), from: 'apk1:xmas' }) });
    expect(await balance(inviter.user_id)).toBe(before + 1n * WH);
    const users = await get(inviter, '/casino/lucky_bear/invite_users?page=1&size=20');
    expect(users.data.total).toBe(1);
    expect(users.data.list[0]).toMatchObject({ user_id: invitee.user_id, source: 'signup' });
    const rewards = await get(inviter, '/casino/lucky_bear/invite_rewards');
    expect(rewards.data.list).toEqual([
      expect.objectContaining({ invitee_id: invitee.user_id, milestone: 'signup', amount: '1' }),
    ]);
    // Signing in again is no second sign-up and pays nothing more.
    expect(await balance(inviter.user_id)).toBe(before + 1n * WH);
    expect((await bind(invitee, await codeOf(await newPlayer(t)))).code).toBe(BodyCode.INVITE_ALREADY_BOUND);
  });

  it('attributes a sign-up to the code of a /r/[slug] link sent at sign-in', async () => {
    const inviter = await newPlayer(t);
    const invitee = await signUp({ invite_code: (await codeOf(inviter)).toLowerCase() });
    const users = await get(inviter, '/casino/lucky_bear/invite_users');
    expect(users.data.list.map((u: { user_id: number }) => u.user_id)).toEqual([invitee.user_id]);
  });

  it('binds an inviter later by code, once', async () => {
    const inviter = await newPlayer(t);
    const me = await newPlayer(t);
    const before = await balance(inviter.user_id);
    const res = await bind(me, await codeOf(inviter));
    expect(res.code).toBe(0);
    expect(res.data.inviter_id).toBe(inviter.user_id);
    expect(await balance(inviter.user_id)).toBe(before + 1n * WH);
    expect((await get(me, '/casino/lucky_bear/invite_summary')).data.inviter_bound).toBe(true);
    const again = await bind(me, await codeOf(await newPlayer(t)));
    expect(again.code).toBe(BodyCode.INVITE_ALREADY_BOUND);
    expect(await balance(inviter.user_id)).toBe(before + 1n * WH);
  });

  it('refuses binding yourself, a cycle and a forged code, changing nothing', async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    const c = await newPlayer(t);
    expect((await bind(a, await codeOf(a))).code).toBe(BodyCode.INVITE_SELF);
    expect((await bind(b, await codeOf(a))).code).toBe(0); // a invited b
    expect((await bind(c, await codeOf(b))).code).toBe(0); // b invited c
    expect((await bind(a, await codeOf(c))).code).toBe(BodyCode.INVITE_CYCLE); // c cannot invite a
    expect((await bind(a, await codeOf(b))).code).toBe(BodyCode.INVITE_CYCLE);
    const forged = await bind(a, 'ZZZZZZZZ');
    expect(forged.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect(forged.data.field).toBe('code');
    expect((await bind(a, '<script>')).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await get(a, '/casino/lucky_bear/invite_summary')).data.inviter_bound).toBe(false);
  });

  it('pays the same milestone once when it is reached 50 times at once, the ledger audit clean', async () => {
    const inviter = await newPlayer(t);
    const invitee = await newPlayer(t);
    expect((await bind(invitee, await codeOf(inviter))).code).toBe(0);
    const before = await balance(inviter.user_id);
    const paid = await Promise.all(
      Array.from({ length: 50 }, () => services.invites.invites.reach(invitee.user_id, 'first_recharge')),
    );
    expect(paid.filter((tx) => tx !== null)).toHaveLength(1);
    expect(await balance(inviter.user_id)).toBe(before + 5n * WH);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('pays nothing for a player without an inviter', async () => {
    const loner = await newPlayer(t);
    expect(await services.invites.invites.reach(loner.user_id, 'first_recharge')).toBeNull();
  });

  it('pays the wagering milestone once the invitee has wagered enough', async () => {
    const inviter = await newPlayer(t);
    const { player } = await playerWithBets(t, ['400', '600']);
    const short = await playerWithBets(t, ['999']);
    const code = await codeOf(inviter);
    const before = await balance(inviter.user_id);
    expect((await bind(player, code)).code).toBe(0);
    expect((await bind(short.player, code)).code).toBe(0);
    await get(inviter, '/casino/lucky_bear/invite_summary');
    const summary = await get(inviter, '/casino/lucky_bear/invite_summary');
    // Two sign-ups (1 each) and one wagering reward (10): the player short of 1000 WH wagered gets none.
    expect(summary.data.earned).toEqual([{ coin: 'WH', amount: '12' }]);
    expect(await balance(inviter.user_id)).toBe(before + 12n * WH);
  });

  it('pages the invitee list by page and size', async () => {
    const inviter = await newPlayer(t);
    const code = await codeOf(inviter);
    for (let i = 0; i < 3; i++) await bind(await newPlayer(t), code);
    const first = await get(inviter, '/casino/lucky_bear/invite_users?page=1&size=2');
    const second = await get(inviter, '/casino/lucky_bear/invite_users?page=2&size=2');
    expect(first.data.total).toBe(3);
    expect(first.data.list).toHaveLength(2);
    expect(second.data.list).toHaveLength(1);
    expect((await get(inviter, '/casino/lucky_bear/invite_users?page=0')).code).toBe(BodyCode.INVALID_PARAMS);
  });

  it('asks for a session on the player reads', async () => {
    expect((await get(undefined, '/casino/lucky_bear/invite_summary')).code).toBe(BodyCode.SESSION_INVALID);
  });
});
