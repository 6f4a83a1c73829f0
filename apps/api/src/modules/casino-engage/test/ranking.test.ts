import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engageCalls, moveTo, nameOf } from '../../../../test/helpers/casino-engage-calls';
import { launchToken, newPlayer, playerWithBets, roundId, session } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp } from '../../games/test/helpers/games-app';

const DAY = 86_400_000;
/** Wednesday 12:00 UTC of a week in the future; each test plays in a week of its own (week(n)). */
const BASE = Date.UTC(2030, 0, 2, 12);
let weeks = 0;
const nextWeek = () => BASE + ++weeks * 7 * DAY;

/** The bet ranking (issue 13): the current UTC day's and ISO week's top WH wagerers, masked, with my row. */
describe('bet ranking list', () => {
  let t: GamesTestApp;
  let call: ReturnType<typeof engageCalls>;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    call = engageCalls(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const ranking = (login: Parameters<typeof call.get>[0], period: string) =>
    call.get(login, `/casino/lucky_bear/bet_ranking_list?period=${period}`);

  it('orders the day’s wagerers by amount, masks their names and shows my rank, amount and the period end', async () => {
    const start = nextWeek();
    moveTo(t, start);
    const a = await playerWithBets(t, ['30', '45.5']);
    const b = await playerWithBets(t, ['120']);
    const c = await playerWithBets(t, ['10']);
    await nameOf(t, a.player, 'Alexander');
    await nameOf(t, b.player, 'Nguyễn Văn An');
    await nameOf(t, c.player, 'Bob');

    const res = await ranking(a.player, 'daily');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      period: 'daily',
      period_key: '2030-01-09',
      starts_at: Date.UTC(2030, 0, 9),
      ends_at: Date.UTC(2030, 0, 10),
      coin: 'WH',
    });
    expect(res.data.list).toEqual([
      { rank: 1, name: 'Ng*********An', amount: '120' },
      { rank: 2, name: 'Al*****er', amount: '75.5' },
      { rank: 3, name: 'B**', amount: '10' },
    ]);
    expect(res.data.mine).toEqual({ rank: 2, amount: '75.5' });
  });

  it('shows a player who did not bet with no rank and 0, and a signed-out caller with no row', async () => {
    moveTo(t, nextWeek());
    await playerWithBets(t, ['5']);
    const idle = await newPlayer(t);
    expect((await ranking(idle, 'daily')).data.mine).toEqual({ rank: null, amount: '0' });
    const signedOut = await ranking(undefined, 'daily');
    expect(signedOut.code).toBe(0);
    expect(signedOut.data.mine).toBeNull();
    expect(signedOut.data.list).toHaveLength(1);
  });

  it('counts the whole ISO week in the weekly ranking and only today in the daily one', async () => {
    const wednesday = nextWeek();
    moveTo(t, wednesday);
    const { player } = await playerWithBets(t, ['40']);
    moveTo(t, wednesday + DAY); // Thursday, same week
    const { player: other } = await playerWithBets(t, ['50']);
    // The launch token of Wednesday has expired: the player launches the game again.
    const pg = session(t, 'pg', 'pg-fortune-ox', await launchToken(t, player, 'pg-fortune-ox'));
    const bet = await pg.bet(roundId(), '25');
    expect(bet.body.code).toBe(0);

    const weekly = await ranking(player, 'weekly');
    expect(weekly.data).toMatchObject({ period: 'weekly', starts_at: wednesday - 2 * DAY - 12 * 3_600_000 });
    expect(weekly.data.ends_at - weekly.data.starts_at).toBe(7 * DAY);
    expect(weekly.data.period_key).toMatch(/^2030-W\d{2}$/);
    expect(weekly.data.list.map((r: { amount: string }) => r.amount)).toEqual(['65', '50']);
    expect(weekly.data.mine).toEqual({ rank: 1, amount: '65' });

    const daily = await ranking(other, 'daily');
    expect(daily.data.list.map((r: { amount: string }) => r.amount)).toEqual(['50', '25']);
    expect(daily.data.mine).toEqual({ rank: 1, amount: '50' });
  });

  it('leaves rolled-back bets out', async () => {
    moveTo(t, nextWeek());
    const { player, pg, bets } = await playerWithBets(t, ['70', '20']);
    const first = bets[0] as { round: string; tx: string };
    expect((await pg.rollback(first.round, first.tx)).body.code).toBe(0);
    expect((await ranking(player, 'daily')).data.mine).toEqual({ rank: 1, amount: '20' });
  });

  it.each(['monthly', '', 'DAILY'])('refuses period %j with 1001 naming the field', async (period) => {
    const res = await ranking(undefined, period);
    expect(res.code).toBe(BodyCode.INVALID_PARAMS);
    expect(res.data.field).toBe('period');
  });

  it('publishes the prizes per rank of both periods (the data file’s until an operator edits them)', async () => {
    const res = await call.get(undefined, '/casino/rt_prize_conf');
    expect(res.code).toBe(0);
    expect(res.data.periods.map((p: { period: string }) => p.period)).toEqual(['daily', 'weekly']);
    const daily = res.data.periods[0];
    expect(daily.coin).toBe('WH');
    expect(daily.prizes[0]).toEqual({ rank: 1, amount: '500' });
    expect(daily.prizes.map((p: { rank: number }) => p.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
