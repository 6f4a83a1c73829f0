import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engageCalls, moveTo, nameOf, whBalance } from '../../../../test/helpers/casino-engage-calls';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { playerWithBets, roundId } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';

const DAY = 86_400_000;
const WH = 100n;
/** Wednesday 12:00 UTC of a future week; each test plays in a fortnight of its own (it may move a week on). */
const BASE = Date.UTC(2031, 0, 1, 12);
let fortnights = 0;
const nextWeek = () => BASE + ++fortnights * 14 * DAY;
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Ranking prizes (issue 13): the billboard of closed periods and big wins, each prize received once. */
describe('ranking prizes', () => {
  let t: GamesTestApp;
  let call: ReturnType<typeof engageCalls>;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    call = engageCalls(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const receive = (login: Login, period: unknown, period_key: unknown) =>
    call.post(login, '/casino/lucky_bear/rt_prize_receive', { period, period_key });

  /** Three players bet on a day of a new week; the clock then moves to the next day (the day closed). */
  async function closedDay() {
    const day = nextWeek();
    moveTo(t, day);
    const first = await playerWithBets(t, ['300']);
    const second = await playerWithBets(t, ['200']);
    const third = await playerWithBets(t, ['100']);
    moveTo(t, day + DAY);
    return { key: dayKey(day), first: first.player, second: second.player, third: third.player };
  }

  it('shows the last closed day’s winners with their prizes and masked names, and pays the winner once', async () => {
    const { key, first, second } = await closedDay();
    await nameOf(t, first, 'Winner One');
    const board = await call.get(second, '/casino/rt_prize_billboard');
    expect(board.code).toBe(0);
    const daily = board.data.periods.find((p: { period: string }) => p.period === 'daily');
    expect(daily).toMatchObject({ period_key: key });
    expect(daily.winners.slice(0, 3)).toEqual([
      { rank: 1, name: 'Wi******ne', coin: 'WH', amount: '500', received: false },
      expect.objectContaining({ rank: 2, amount: '300', received: false }),
      expect.objectContaining({ rank: 3, amount: '200', received: false }),
    ]);
    expect(board.data.mine).toEqual([
      { period: 'daily', period_key: key, rank: 2, coin: 'WH', amount: '300', received: false },
    ]);

    const before = await whBalance(t, second.user_id);
    const paid = await receive(second, 'daily', key);
    expect(paid).toMatchObject({
      code: 0,
      data: { period: 'daily', period_key: key, rank: 2, coin: 'WH', amount: '300' },
    });
    expect(paid.data.tx_id).toMatch(/^[0-9A-Z]{26}$/);
    expect(await whBalance(t, second.user_id)).toBe(before + 300n * WH);

    const again = await receive(second, 'daily', key);
    expect(again.code).toBe(BodyCode.RANK_PRIZE_RECEIVED);
    expect(await whBalance(t, second.user_id)).toBe(before + 300n * WH);
    const after = await call.get(second, '/casino/rt_prize_billboard');
    expect(after.data.mine).toEqual([]);
    expect(after.data.periods[0].winners[1]).toMatchObject({ rank: 2, received: true });
  });

  it('refuses a player who won nothing, a period still running, one long closed and bad input; nothing moves', async () => {
    const { key, first } = await closedDay();
    const { player: loser } = await playerWithBets(t, ['1']); // today: not in the closed day
    const before = [await whBalance(t, first.user_id), await whBalance(t, loser.user_id)];
    expect((await receive(loser, 'daily', key)).code).toBe(BodyCode.RANK_PRIZE_NOT_WON);
    const today = dayKey(t.now());
    expect((await receive(first, 'daily', today)).code).toBe(BodyCode.RANK_PERIOD_NOT_CLOSED);
    expect((await receive(first, 'weekly', '2031-W01')).code).toBe(BodyCode.RANK_PRIZE_EXPIRED);
    for (const [period, periodKey, field] of [
      ['monthly', key, 'period'],
      ['daily', '2031-02-30', 'period_key'],
      ['daily', '2031-W02', 'period_key'],
      ['weekly', key, 'period_key'],
      ['daily', 20310101, 'period_key'],
    ] as const) {
      const res = await receive(first, period, periodKey);
      expect(res.code).toBe(BodyCode.INVALID_PARAMS);
      expect(res.data.field).toBe(field);
    }
    expect([await whBalance(t, first.user_id), await whBalance(t, loser.user_id)]).toEqual(before);
  });

  it('lets a prize be received for 7 days after its day closed, then refuses it', async () => {
    const { key, first } = await closedDay();
    moveTo(t, t.now() + 7 * DAY);
    const before = await whBalance(t, first.user_id);
    expect((await receive(first, 'daily', key)).code).toBe(BodyCode.RANK_PRIZE_EXPIRED);
    expect(await whBalance(t, first.user_id)).toBe(before);
  });

  it('fixes the winners when the period closes: a rollback afterwards changes nothing', async () => {
    const day = nextWeek();
    moveTo(t, day);
    const big = await playerWithBets(t, ['400']);
    const small = await playerWithBets(t, ['50']);
    moveTo(t, day + DAY);
    const board = await call.get(small.player, '/casino/rt_prize_billboard');
    expect(board.data.mine).toMatchObject([{ rank: 2 }]);
    const bet = big.bets[0] as { round: string; tx: string };
    expect((await big.pg.rollback(bet.round, bet.tx)).body.code).toBe(0);
    expect((await receive(small.player, 'daily', dayKey(day))).data).toMatchObject({ rank: 2, amount: '300' });
  });

  it('lists recent big wins (100 WH and more) with masked names, the game and the multiplier', async () => {
    moveTo(t, nextWeek());
    const { player, pg } = await playerWithBets(t, []);
    await nameOf(t, player, 'Lucky Player');
    const round = roundId();
    expect((await pg.bet(round, '20')).body.code).toBe(0);
    expect((await pg.win(round, '150')).body.code).toBe(0);
    const small = roundId();
    expect((await pg.bet(small, '20')).body.code).toBe(0);
    expect((await pg.win(small, '99.99')).body.code).toBe(0);
    const board = await call.get(undefined, '/casino/rt_prize_billboard');
    expect(board.data.mine).toEqual([]);
    expect(board.data.big_wins[0]).toEqual({
      name: 'Lu********er',
      game_id: 'pg-fortune-ox',
      coin: 'WH',
      amount: '150',
      multiplier: 7.5,
      at: expect.any(Number),
    });
    expect(board.data.big_wins.some((w: { amount: string }) => w.amount === '99.99')).toBe(false);
  });

  it('pays a prize claimed 20 times at once exactly once, and the ledger stays whole', async () => {
    const { key, first } = await closedDay();
    const before = await whBalance(t, first.user_id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => receive(first, 'daily', key)));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === BodyCode.RANK_PRIZE_RECEIVED)).toBe(true);
    expect(await whBalance(t, first.user_id)).toBe(before + 500n * WH);
    const credits = await t.db
      .selectFrom('ledger_tx')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reference', '=', `rank:daily:${key}:${first.user_id}`)
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('settles a closed period once when 20 players claim at once before anyone looked at it', async () => {
    const { key, first, second, third } = await closedDay();
    const players = [first, second, third];
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) => receive(players[i % 3] as Login, 'daily', key)),
    );
    expect(
      answers
        .filter((a) => a.code === 0)
        .map((a) => a.data.rank)
        .sort(),
    ).toEqual([1, 2, 3]);
    const winners = await t.db.selectFrom('rank_winner').selectAll().where('period_key', '=', key).execute();
    expect(winners.map((w) => Number(w.rank)).sort()).toEqual([1, 2, 3]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('answers 1004 to a claim without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/casino/lucky_bear/rt_prize_receive',
      headers: commonHeaders(),
      payload: { period: 'daily', period_key: '2031-01-01' },
    });
    expect(res.json().code).toBe(BodyCode.SESSION_INVALID);
  });
});
