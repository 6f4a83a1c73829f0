import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../../test/helpers/sign-in';
import { newPlayer, playerWithBets, roundId } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { type Answer, luckyGet, luckyPost, moved, rotateFair, verifyAnswered, whBalance } from './helpers/lucky-calls';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lucky spin (issue 13): chances by rules, a provably fair draw, the prize paid once. */
describe('lucky spin', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const conf = (login?: Login) => luckyGet(t, login, 'lucky_spin_conf');
  const spin = (login: Login, body: object = {}, headers: Record<string, string> = {}) =>
    luckyPost(t, login, 'lucky_spin', body, headers);
  const result = (login: Login, spinId: unknown) => luckyPost(t, login, 'lucky_spin_result', { spin_id: spinId });
  const left = async (login: Login) => (await conf(login)).data.chances_left as number;

  /** What a spin's prize should have paid in WH base units (coin prizes; a locked bonus is credited and held). */
  const paidUnits = (answer: Answer) =>
    answer.data.prize.kind === 'coin' ? BigInt(Math.round(Number(answer.data.prize.amount) * 100)) : 0n;

  it('publishes the wheel signed out: prizes in wheel order, their odds, the rules; no chances, no seeds', async () => {
    const res = await conf();
    expect(res.code).toBe(0);
    expect(res.data.game).toBe('lucky_spin');
    expect(res.data.prizes.map((p: { index: number }) => p.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(res.data.prizes[0]).toEqual({
      index: 0,
      id: 'spin-wh-1',
      label_key: 'prize.wh_1',
      kind: 'coin',
      coin: 'WH',
      amount: '1',
      wager_multiple: 0,
      probability: 0.3,
    });
    const total = res.data.prizes.reduce((s: number, p: { probability: number }) => s + p.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(new Set(res.data.prizes.map((p: { kind: string }) => p.kind))).toEqual(
      new Set(['coin', 'locked_bonus', 'nothing']),
    );
    expect(res.data).toMatchObject({
      chances_left: 0,
      fair: null,
      rules: { daily: 1, wager: { coin: 'WH', per: 100, max_per_day: 10 }, newbie_tasks: true },
    });
    expect(res.data.day_ends_at % DAY_MS).toBe(0);
  });

  it("shows a signed-in player's daily chance and their lucky-spin seed pair", async () => {
    const player = await newPlayer(t);
    const res = await conf(player);
    expect(res.data.chances_left).toBe(1);
    expect(res.data.fair).toMatchObject({ scope: 'lucky-spin', next_nonce: 0 });
    expect(res.data.fair.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('spins once on the daily chance: the drawn prize is paid, the chance is used, a second spin is refused', async () => {
    const player = await newPlayer(t);
    const before = await whBalance(t, player.user_id);
    const seeds = (await conf(player)).data.fair;
    const res = await spin(player);
    expect(res.code).toBe(0);
    expect(res.data.spin_id).toMatch(/^[0-9A-Z]{26}$/);
    expect(res.data.chances_left).toBe(0);
    const wheel = (await conf()).data.prizes;
    expect(res.data.prize).toEqual(
      (({ probability: _p, ...p }) => p)(wheel[res.data.index] as { probability: number }),
    );
    expect(res.data.fair).toMatchObject({
      scope: 'lucky-spin',
      server_seed_hash: seeds.server_seed_hash,
      client_seed: seeds.client_seed,
      nonce: 0,
      server_seed: null,
      weights: [3000, 1500, 2000, 2000, 800, 500, 180, 20],
    });
    expect(await whBalance(t, player.user_id)).toBe(before + paidUnits(res));
    expect(res.data.tx_id === null).toBe(res.data.prize.kind !== 'coin');
    expect(res.data.bonus_id === null).toBe(res.data.prize.kind !== 'locked_bonus');

    const again = await spin(player);
    expect(again.code).toBe(BodyCode.LUCKY_NO_CHANCE);
    expect(await whBalance(t, player.user_id)).toBe(before + paidUnits(res));
    expect((await moved(t, player.user_id, 'lucky_spin')).draws).toBe(1);
  });

  it('pays each kind of prize through the ledger: coins credited, a locked bonus granted and held, nothing nothing', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 3; i++) {
      const player = await newPlayer(t);
      const before = await whBalance(t, player.user_id);
      const res = await spin(player);
      seen.add(res.data.prize.kind);
      const m = await moved(t, player.user_id, 'lucky_spin');
      expect(m.credits).toBe(m.coinDraws);
      expect(m.bonuses).toBe(m.bonusDraws);
      // A locked bonus is credited and at once held: the available balance moves only for coins.
      expect(await whBalance(t, player.user_id)).toBe(before + paidUnits(res));
      if (res.data.prize.kind === 'locked_bonus') {
        const detail = await luckyGet(t, player, 'locked_detail', { id: res.data.bonus_id });
        expect(detail.data).toMatchObject({ amount: res.data.prize.amount, source: 'lucky_spin', state: 'locked' });
      }
    }
    expect(seen).toEqual(new Set(['coin', 'locked_bonus', 'nothing']));
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('answers a retried spin with the same request_id (or Idempotency-Key) with the same spin, once', async () => {
    const { player } = await playerWithBets(t, ['100']); // daily + 1 from wagering
    expect(await left(player)).toBe(2);
    const before = await whBalance(t, player.user_id);
    const first = await spin(player, { request_id: 'retry-key-0001' });
    const second = await spin(player, { request_id: 'retry-key-0001' });
    expect(first.code).toBe(0);
    expect(second.data).toEqual({ ...first.data, chances_left: 1 });
    const byHeader = await spin(player, {}, { 'Idempotency-Key': 'header-key-0001' });
    const byHeaderAgain = await spin(player, {}, { 'Idempotency-Key': 'header-key-0001' });
    expect(byHeaderAgain.data.spin_id).toBe(byHeader.data.spin_id);
    expect(byHeader.data.spin_id).not.toBe(first.data.spin_id);
    const m = await moved(t, player.user_id, 'lucky_spin');
    expect(m.draws).toBe(2);
    expect(await whBalance(t, player.user_id)).toBe(before + paidUnits(first) + paidUnits(byHeader));
    expect(await left(player)).toBe(0);
  });

  it('draws exactly once and pays once when one chance is spun 100 times at once; the ledger stays whole', async () => {
    const player = await newPlayer(t);
    const before = await whBalance(t, player.user_id);
    const answers = await Promise.all(Array.from({ length: 100 }, () => spin(player)));
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === BodyCode.LUCKY_NO_CHANCE)).toBe(true);
    const m = await moved(t, player.user_id, 'lucky_spin');
    expect(m.draws).toBe(1);
    expect(m.credits + m.bonuses).toBe(won[0]?.data.prize.kind === 'nothing' ? 0 : 1);
    expect(await whBalance(t, player.user_id)).toBe(before + paidUnits(won[0] as Answer));
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('answers 100 concurrent retries of one key with one spin', async () => {
    const { player } = await playerWithBets(t, ['300']); // 4 chances
    const answers = await Promise.all(Array.from({ length: 100 }, () => spin(player, { request_id: 'same-key-100x' })));
    expect(new Set(answers.map((a) => a.code))).toEqual(new Set([0]));
    expect(new Set(answers.map((a) => a.data.spin_id)).size).toBe(1);
    expect((await moved(t, player.user_id, 'lucky_spin')).draws).toBe(1);
    expect(await left(player)).toBe(3);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('recomputes a spin from its revealed seed: the same prize', async () => {
    const player = await newPlayer(t);
    const spun = await spin(player);
    const previous = await rotateFair(t, player, 'lucky-spin');
    expect(previous.server_seed_hash).toBe(spun.data.fair.server_seed_hash);
    const res = await result(player, spun.data.spin_id);
    expect(res.code).toBe(0);
    expect(res.data.fair.server_seed).toBe(previous.server_seed);
    const verified = await verifyAnswered(res.data.fair);
    expect(verified).toMatchObject({ hashMatches: true, index: spun.data.index });
  });

  it("refuses another player's spin result with 1083 and says nothing about it", async () => {
    const owner = await newPlayer(t);
    const other = await newPlayer(t);
    const spun = await spin(owner);
    expect((await result(owner, spun.data.spin_id)).data.spin_id).toBe(spun.data.spin_id);
    const res = await result(other, spun.data.spin_id);
    expect(res).toEqual({ code: BodyCode.LUCKY_DRAW_NOT_FOUND, msg: 'No such draw', data: null });
    expect((await result(other, '01ARZ3NDEKTSV4RRFFQ69G5FAV')).code).toBe(BodyCode.LUCKY_DRAW_NOT_FOUND);
  });

  it.each([
    ['a number request_id', { request_id: 12345678 }, {}],
    ['a short request_id', { request_id: 'short' }, {}],
    ['a request_id with spaces', { request_id: 'has spaces here' }, {}],
    ['a bad Idempotency-Key', {}, { 'Idempotency-Key': 'bad key!' }],
  ])('refuses %s with 1001 and changes nothing', async (_name, body, headers) => {
    const player = await newPlayer(t);
    const before = await whBalance(t, player.user_id);
    const res = await spin(player, body, headers);
    expect(res.code).toBe(BodyCode.INVALID_PARAMS);
    expect(res.data.field).toBeTruthy();
    expect(await whBalance(t, player.user_id)).toBe(before);
    expect((await moved(t, player.user_id, 'lucky_spin')).draws).toBe(0);
    expect(await left(player)).toBe(1);
  });

  it('refuses a spin result without a spin_id or with a wrong type (1001)', async () => {
    const player = await newPlayer(t);
    expect((await luckyPost(t, player, 'lucky_spin_result', {})).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await result(player, 42)).code).toBe(BodyCode.INVALID_PARAMS);
  });

  it('answers 1004 to a spin without a session', async () => {
    const res = await post(t.app, '/casino/lucky_bear/lucky_spin', {});
    expect(res.body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it('grants one chance per 100 WH wagered today, at most 10 a day, besides the daily one', async () => {
    const { player } = await playerWithBets(t, ['150', '90.5']);
    expect(await left(player)).toBe(3); // daily + floor(240.5 / 100)
    // 1300 WH wagered (the welcome bonus is 1000: a win refills it) would be 13; the cap is 10.
    const big = await playerWithBets(t, ['500', '500']);
    expect((await big.pg.win((big.bets[1] as { round: string }).round, '1000')).body.code).toBe(0);
    expect((await big.pg.bet(roundId(), '300')).body.code).toBe(0);
    expect(await left(big.player)).toBe(11);
  });

  it('grants the daily chance once per UTC day (the last test: it moves the clock)', async () => {
    const player = await newPlayer(t);
    expect(await left(player)).toBe(1);
    expect((await spin(player)).code).toBe(0);
    expect(await left(player)).toBe(0);
    expect((await spin(player)).code).toBe(BodyCode.LUCKY_NO_CHANCE);
    t.advance(DAY_MS);
    expect(await left(player)).toBe(1);
    expect((await spin(player)).code).toBe(0);
    expect((await spin(player)).code).toBe(BodyCode.LUCKY_NO_CHANCE);
    const grants = await t.db
      .selectFrom('lucky_chance_grant')
      .select('source_id')
      .where('user_id', '=', player.user_id)
      .where('source', '=', 'daily')
      .execute();
    expect(grants).toHaveLength(2);
  });
});
