import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionHeaders } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { newPlayer, playerWithBets } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';
import { auditBreaches, ledgerAccounts } from '../../wallet/test/helpers/wallet-ledger';
import { recordMissionEvent, signInEvent } from '..';

const DAY = 24 * 60 * 60 * 1000;
const WH = 100n; // base units of one WH (2 decimals)

/** Missions (issue 15 item 6): progress from sign-ins, game rounds and offers; rewards paid once per period. */
describe('missions', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const list = async (login: Login) => (await post(t.app, '/task/mission/list', {}, sessionHeaders(login))).body;
  const claim = (login: Login, body: object) => post(t.app, '/task/mission/claim', body, sessionHeaders(login));
  const mission = async (login: Login, id: string) =>
    (await list(login)).data.missions.find((m: { id: string }) => m.id === id);
  const signIn = (login: Login, at = t.now()) => recordMissionEvent(t.db, signInEvent(login.user_id, at));

  async function balance(userId: number): Promise<bigint> {
    const rows = await ledgerAccounts(t.db, [userId]);
    return rows.find((r) => r.userId === userId && r.coin === 'WH')?.balance ?? 0n;
  }

  async function missionCredits(userId: number): Promise<number> {
    const row = await t.db
      .selectFrom('ledger_tx')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reference', 'like', `mission:${userId}:%`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it("lists every section for a new player with only today's sign-in done (the list is the app in use), and needs a session", async () => {
    const player = await newPlayer(t);
    const res = await list(player);
    expect(res.code).toBe(0);
    expect(new Set(res.data.missions.map((m: { section: string }) => m.section))).toEqual(
      new Set(['daily', 'retention', 'newbie']),
    );
    const open = res.data.missions.filter((m: { id: string }) => m.id !== 'daily_checkin');
    expect(open.every((m: { state: string }) => m.state === 'in_progress')).toBe(true);
    expect(res.data.missions.find((m: { id: string }) => m.id === 'first_game').progress).toBe(0);
    expect(res.data.missions.find((m: { id: string }) => m.id === 'streak_3').progress).toBe(1);
    expect(res.data.streak).toEqual({ days: 1, signed_in_today: true });
    expect(res.data.resets_at).toBeGreaterThan(res.data.server_time);
    const daily = res.data.missions.find((m: { id: string }) => m.id === 'daily_checkin');
    expect(daily).toMatchObject({
      target: 1,
      progress: 1,
      state: 'claimable',
      title_key: 'daily_checkin.title',
      reward: { coin: 'WH', amount: '1' },
    });
    expect(daily.ends_at).toBe(res.data.resets_at);

    const anonymous = await post(t.app, '/task/mission/list', {}, commonHeaders());
    expect(anonymous.body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it("counts the shell's /cpl/init as today's sign-in, once however often it is called", async () => {
    const player = await newPlayer(t);
    for (let i = 0; i < 3; i++) {
      expect(
        (await post(t.app, '/cpl/init', { envContext: { country: 'ph' } }, sessionHeaders(player))).body.code,
      ).toBe(0);
    }
    const events = await t.db.selectFrom('mission_event').selectAll().where('user_id', '=', player.user_id).execute();
    expect(events.map((e) => [e.kind, e.ref])).toEqual([['signin', new Date().toISOString().slice(0, 10)]]);
    const res = await list(player);
    // /cpl/init stamps the real time; the games' clock is not moved in this file until the reset test.
    expect(res.data.streak).toEqual({ days: 1, signed_in_today: true });
    expect(res.data.missions.find((m: { id: string }) => m.id === 'daily_checkin')).toMatchObject({
      progress: 1,
      state: 'claimable',
    });
    const after = await t.db.selectFrom('mission_event').selectAll().where('user_id', '=', player.user_id).execute();
    expect(after).toHaveLength(1);
  });

  it('counts game rounds played (rolled-back ones left out) for the daily and newbie missions', async () => {
    const { player, pg, bets } = await playerWithBets(t, ['1', '1', '1', '1']);
    const first = bets[0] as { round: string; tx: string };
    expect((await pg.rollback(first.round, first.tx)).body.code).toBe(0);
    expect(await mission(player, 'daily_play_3')).toMatchObject({ progress: 3, state: 'claimable' });
    expect(await mission(player, 'daily_play_10')).toMatchObject({ progress: 3, target: 10, state: 'in_progress' });
    expect(await mission(player, 'first_game')).toMatchObject({ progress: 1, state: 'claimable', period_key: 'once' });
    // Read twice: the rounds are copied into the event log once each.
    await list(player);
    const rows = await t.db
      .selectFrom('mission_event')
      .select('ref')
      .where('user_id', '=', player.user_id)
      .where('kind', '=', 'game_round')
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('counts a replayed offer conversion once (the hook the conversions credit calls)', async () => {
    const player = await newPlayer(t);
    const event = { userId: player.user_id, kind: 'offer_completed' as const, ref: 'ayet:conv-1', at: t.now() };
    expect(await recordMissionEvent(t.db, event)).toBe(true);
    expect(await recordMissionEvent(t.db, event)).toBe(false);
    expect(await mission(player, 'first_offer')).toMatchObject({ progress: 1, state: 'claimable' });
    expect(await mission(player, 'daily_offer_1')).toMatchObject({ progress: 1, state: 'claimable' });
    const before = await balance(player.user_id);
    expect((await claim(player, { mission_id: 'first_offer' })).body).toMatchObject({
      code: 0,
      data: { mission_id: 'first_offer', period_key: 'once', reward: { coin: 'WH', amount: '5' } },
    });
    expect(await balance(player.user_id)).toBe(before + 5n * WH);
    await expect(recordMissionEvent(t.db, { ...event, kind: 'nonsense' as 'signin' })).rejects.toThrow(/kind/);
  });

  it("pays a completed mission's reward once: balance up by the reward, a second claim refused, state claimed", async () => {
    const { player } = await playerWithBets(t, ['1', '1', '1']);
    const before = await balance(player.user_id);
    const seen = await mission(player, 'daily_play_3');
    const paid = await claim(player, { mission_id: 'daily_play_3', period_key: seen.period_key });
    expect(paid.body).toMatchObject({ code: 0, data: { reward: { coin: 'WH', amount: '2' } } });
    expect(paid.body.data.tx_id).toMatch(/^[0-9A-Z]{26}$/);
    expect(await balance(player.user_id)).toBe(before + 2n * WH);

    const again = await claim(player, { mission_id: 'daily_play_3' });
    expect(again.body.code).toBe(BodyCode.MISSION_ALREADY_CLAIMED);
    expect(await balance(player.user_id)).toBe(before + 2n * WH);
    expect(await mission(player, 'daily_play_3')).toMatchObject({ state: 'claimed' });
  });

  it('refuses bad claims with a clear error and changes nothing', async () => {
    const { player } = await playerWithBets(t, ['1']);
    const before = await balance(player.user_id);
    const notDone = await claim(player, { mission_id: 'daily_play_10' });
    expect(notDone.body).toMatchObject({ code: BodyCode.MISSION_NOT_COMPLETED, data: { progress: 1, target: 10 } });
    const unknown = await claim(player, { mission_id: 'no_such_mission' });
    expect(unknown.body).toMatchObject({ code: BodyCode.RESOURCE_NOT_FOUND, data: { field: 'mission_id' } });
    const malformed = await claim(player, { mission_id: 'Not An Id!' });
    expect(malformed.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'mission_id' } });
    const missing = await claim(player, {});
    expect(missing.body.code).toBe(BodyCode.INVALID_PARAMS);
    const stale = await claim(player, { mission_id: 'first_game', period_key: '2020-01-01' });
    expect(stale.body).toMatchObject({ code: BodyCode.MISSION_EXPIRED, data: { period_key: 'once' } });
    expect(await balance(player.user_id)).toBe(before);
    expect(await missionCredits(player.user_id)).toBe(0);
    expect(await t.db.selectFrom('mission_claim').selectAll().where('user_id', '=', player.user_id).execute()).toEqual(
      [],
    );
  });

  it('pays a sign-in streak of 3 days once per streak, keyed by its first day', async () => {
    const player = await newPlayer(t);
    for (const daysAgo of [2, 1, 0]) await signIn(player, t.now() - daysAgo * DAY);
    const streak = await mission(player, 'streak_3');
    expect(streak).toMatchObject({ progress: 3, state: 'claimable' });
    expect(await mission(player, 'streak_7')).toMatchObject({ progress: 3, state: 'in_progress' });
    expect((await list(player)).data.streak).toEqual({ days: 3, signed_in_today: true });
    const paid = await claim(player, { mission_id: 'streak_3', period_key: streak.period_key });
    expect(paid.body).toMatchObject({ code: 0, data: { reward: { amount: '5' } } });
    expect(paid.body.data.period_key).toBe(new Date(t.now() - 2 * DAY).toISOString().slice(0, 10));
    expect((await claim(player, { mission_id: 'streak_3' })).body.code).toBe(BodyCode.MISSION_ALREADY_CLAIMED);
  });

  it('breaks a streak after a day without a sign-in', async () => {
    const player = await newPlayer(t);
    for (const daysAgo of [4, 3, 2, 0]) await signIn(player, t.now() - daysAgo * DAY);
    expect((await list(player)).data.streak).toEqual({ days: 1, signed_in_today: true });
    expect((await claim(player, { mission_id: 'streak_3' })).body).toMatchObject({
      code: BodyCode.MISSION_NOT_COMPLETED,
      data: { progress: 1, target: 3 },
    });
  });

  it('pays 50 concurrent claims of one mission exactly once, and the ledger audit stays clean', async () => {
    const { player } = await playerWithBets(t, ['1']);
    const before = await balance(player.user_id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player, { mission_id: 'first_game' })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === BodyCode.MISSION_ALREADY_CLAIMED)).toBe(true);
    expect(await balance(player.user_id)).toBe(before + 3n * WH);
    expect(await missionCredits(player.user_id)).toBe(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  // Last: it moves the clock for the rest of the file.
  it("resets daily missions at UTC midnight: yesterday's claimed mission is open again, a stale period is refused", async () => {
    const { player } = await playerWithBets(t, ['1', '1', '1']);
    const yesterday = await mission(player, 'daily_checkin');
    expect(await mission(player, 'daily_play_3')).toMatchObject({ progress: 3, state: 'claimable' });
    expect((await claim(player, { mission_id: 'daily_checkin' })).body.code).toBe(0);
    t.advance(DAY);
    const stale = await claim(player, { mission_id: 'daily_checkin', period_key: yesterday.period_key });
    expect(stale.body.code).toBe(BodyCode.MISSION_EXPIRED);
    expect(await mission(player, 'daily_play_3')).toMatchObject({ progress: 0, state: 'in_progress' });
    const today = await mission(player, 'daily_checkin');
    expect(today).toMatchObject({ state: 'claimable' });
    expect(today.period_key).not.toBe(yesterday.period_key);
    expect((await claim(player, { mission_id: 'daily_checkin' })).body.code).toBe(0);
    expect(await missionCredits(player.user_id)).toBe(2);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
