import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionHeaders } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { newPlayer, playerWithBets } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';
import { auditBreaches, ledgerAccounts } from '../../wallet/test/helpers/wallet-ledger';

const WH = 100n; // base units of one WH (2 decimals)

/** VIP 0-10 (issue 13): experience from wagering, each level's reward paid once through the ledger. */
describe('VIP', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = async (login: Login | undefined, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: login ? sessionHeaders(login) : commonHeaders() });
    // biome-ignore lint/suspicious/noExplicitAny: tests read the data field by field
    return res.json() as { code: number; msg: string; data: any };
  };
  const claim = (login: Login, level: unknown) =>
    post(t.app, '/casino/lucky_bear/receive_vip_reward', { level }, sessionHeaders(login));

  async function balance(userId: number): Promise<bigint> {
    const rows = await ledgerAccounts(t.db, [userId]);
    return rows.find((r) => r.userId === userId && r.coin === 'WH')?.balance ?? 0n;
  }

  it('publishes eleven levels with rising thresholds and their rewards', async () => {
    const res = await get(undefined, '/casino/lucky_bear/vip_conf');
    expect(res.code).toBe(0);
    expect(res.data.coin).toBe('WH');
    expect(res.data.levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const exps = res.data.levels.map((l: { exp: number }) => l.exp);
    expect(exps).toEqual([...exps].sort((a, b) => a - b));
    expect(new Set(exps).size).toBe(11);
    expect(res.data.levels[1]).toEqual({ level: 1, exp: 100, reward: '1' });
  });

  it('starts a new player at level 0 with every reward locked, in vip_profile and getVipProfile alike', async () => {
    const player = await newPlayer(t);
    const profile = await get(player, '/casino/lucky_bear/vip_profile');
    expect(profile.data).toMatchObject({ vip_level: 0, exp: 0, next_level_exp: 100 });
    expect(profile.data.rewards).toHaveLength(10);
    expect(profile.data.rewards.every((r: { state: string }) => r.state === 'locked')).toBe(true);
    const spec73 = await post(t.app, '/user/get_vip_profile', {}, sessionHeaders(player));
    expect(spec73.body.data).toEqual({ vip_level: 0, exp: 0, next_level_exp: 100 });
  });

  it('counts one experience point per whole WH wagered, and the level follows', async () => {
    const { player } = await playerWithBets(t, ['60', '90.5']);
    const profile = await get(player, '/casino/lucky_bear/vip_profile');
    expect(profile.data).toMatchObject({ vip_level: 1, exp: 150, next_level_exp: 500 });
    expect(profile.data.rewards[0]).toMatchObject({ level: 1, reward: '1', state: 'claimable', claimed_at: null });
    expect(profile.data.rewards[1]).toMatchObject({ level: 2, state: 'locked' });
    const spec73 = await post(t.app, '/user/get_vip_profile', {}, sessionHeaders(player));
    expect(spec73.body.data).toEqual({ vip_level: 1, exp: 150, next_level_exp: 500 });
  });

  it('leaves a rolled-back bet out of the experience', async () => {
    const { player, pg, bets } = await playerWithBets(t, ['100', '20']);
    const first = bets[0] as { round: string; tx: string };
    expect((await pg.rollback(first.round, first.tx)).body.code).toBe(0);
    expect((await get(player, '/casino/lucky_bear/vip_profile')).data).toMatchObject({ vip_level: 0, exp: 20 });
  });

  it("pays a reached level's reward once: the balance rises by exactly the reward, a second claim is refused", async () => {
    const { player } = await playerWithBets(t, ['120']);
    const before = await balance(player.user_id);
    const paid = await claim(player, 1);
    expect(paid.body).toMatchObject({ code: 0, data: { level: 1, coin: 'WH', amount: '1' } });
    expect(paid.body.data.tx_id).toMatch(/^[0-9A-Z]{26}$/);
    expect(await balance(player.user_id)).toBe(before + 1n * WH);

    const again = await claim(player, 1);
    expect(again.body.code).toBe(BodyCode.VIP_REWARD_CLAIMED);
    expect(await balance(player.user_id)).toBe(before + 1n * WH);
    const profile = await get(player, '/casino/lucky_bear/vip_profile');
    expect(profile.data.rewards[0]).toMatchObject({ level: 1, state: 'claimed', claimed_at: expect.any(Number) });
  });

  it('refuses a level not reached and moves nothing', async () => {
    const { player } = await playerWithBets(t, ['120']);
    const before = await balance(player.user_id);
    const res = await claim(player, 2);
    expect(res.body.code).toBe(BodyCode.VIP_LEVEL_NOT_REACHED);
    expect(await balance(player.user_id)).toBe(before);
    expect((await get(player, '/casino/lucky_bear/vip_profile')).data.rewards[1].state).toBe('locked');
  });

  it('counts experience an operator granted as well', async () => {
    const player = await newPlayer(t);
    await t.db.updateTable('app_user').set({ vip_exp: 5_000 }).where('id', '=', player.user_id).execute();
    const before = await balance(player.user_id);
    expect((await get(player, '/casino/lucky_bear/vip_profile')).data).toMatchObject({ vip_level: 4, exp: 5_000 });
    expect((await claim(player, 4)).body).toMatchObject({ code: 0, data: { amount: '40' } });
    expect((await claim(player, 3)).body).toMatchObject({ code: 0, data: { amount: '5' } });
    expect(await balance(player.user_id)).toBe(before + 45n * WH);
  });

  it.each([0, 11, 'x', -1, 1.5])('refuses level %s with a field error and changes nothing', async (level) => {
    const { player } = await playerWithBets(t, ['120']);
    const before = await balance(player.user_id);
    const res = await claim(player, level);
    expect(res.body.code).not.toBe(0);
    expect(res.body.data?.field ?? res.body.msg).toBeTruthy();
    expect(await balance(player.user_id)).toBe(before);
  });

  it('answers 1004 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/casino/lucky_bear/vip_profile', headers: commonHeaders() });
    expect(res.json().code).toBe(BodyCode.SESSION_INVALID);
  });

  it('pays a reward claimed 20 times at once exactly once, and the ledger stays whole', async () => {
    const { player } = await playerWithBets(t, ['120']);
    const before = await balance(player.user_id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(player, 1)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === BodyCode.VIP_REWARD_CLAIMED)).toBe(true);
    expect(await balance(player.user_id)).toBe(before + 1n * WH);
    const credits = await t.db
      .selectFrom('ledger_tx')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reference', '=', `vip:${player.user_id}:1`)
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
