import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { newPlayer, playerWithBets } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';
import { luckyGet, luckyPost } from './helpers/lucky-calls';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Newbie tasks (issue 13): progress, each task's chances granted once, ERROR_OUTOF_NEWBIE after the window. */
describe('newbie tasks', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const status = (login: Login) => luckyGet(t, login, 'newbie_task_status');
  const visible = (login: Login) => luckyGet(t, login, 'newbie_task_visible');
  const spinsLeft = async (login: Login) => (await luckyGet(t, login, 'lucky_spin_conf')).data.chances_left as number;
  const lotteryLeft = async (login: Login) =>
    (await luckyGet(t, login, 'free_lottery_chance')).data.chances_left as number;
  const stateOf = (answer: { data: { tasks: { id: string; state: string }[] } }) =>
    Object.fromEntries(answer.data.tasks.map((task) => [task.id, task.state]));

  it("shows a new player's tasks with progress and rewards; the phone bound at sign-in is done and rewarded", async () => {
    const player = await newPlayer(t);
    expect(await spinsLeft(player)).toBe(1); // the daily chance; the task's reward comes with the status
    const res = await status(player);
    expect(res.code).toBe(0);
    expect(res.data.ends_at).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect(res.data.tasks.map((task: { id: string }) => task.id)).toEqual([
      'bind-phone',
      'first-game',
      'first-spin',
      'wager-500',
      'vip-1',
    ]);
    expect(res.data.tasks[0]).toMatchObject({
      kind: 'bind_phone',
      label_key: 'newbie.bind_phone',
      target: 1,
      progress: 1,
      state: 'done',
      reward: { game: 'lucky_spin', chances: 1 },
      rewarded_at: expect.any(Number),
    });
    expect(res.data.tasks[3]).toMatchObject({
      kind: 'wager',
      coin: 'WH',
      target: 500,
      progress: 0,
      state: 'in_progress',
      rewarded_at: null,
    });
    expect(await spinsLeft(player)).toBe(2);
    expect((await visible(player)).data).toMatchObject({ visible: true, done: 1, total: 5 });
  });

  it('grants a task once however often (and however concurrently) the status is read', async () => {
    const player = await newPlayer(t);
    await Promise.all(Array.from({ length: 20 }, () => status(player)));
    await status(player);
    expect(await spinsLeft(player)).toBe(2);
    const grants = await t.db
      .selectFrom('lucky_chance_grant')
      .select(['game', 'source_id', 'chances'])
      .where('user_id', '=', player.user_id)
      .where('source', '=', 'newbie')
      .execute();
    expect(grants).toEqual([{ game: 'lucky_spin', source_id: 'bind-phone', chances: 1 }]);
  });

  it('follows play: a first game, 500 WH wagered, the first spin and VIP 1 complete their tasks and grant their chances', async () => {
    const { player } = await playerWithBets(t, ['300', '200']);
    const progressed = await status(player);
    expect(stateOf(progressed)).toEqual({
      'bind-phone': 'done',
      'first-game': 'done',
      'first-spin': 'in_progress',
      'wager-500': 'done',
      'vip-1': 'done', // 500 experience is VIP 2
    });
    // daily 1 + wagering 5 + newbie (bind 1 + first game 1 + wager 2)
    expect(await spinsLeft(player)).toBe(10);
    expect(await lotteryLeft(player)).toBe(3); // daily 1 + VIP 1's 2
    expect((await luckyPost(t, player, 'lucky_spin', {})).code).toBe(0);
    const done = await status(player);
    expect(
      done.data.tasks.every(
        (task: { state: string; progress: number; target: number }) =>
          task.state === 'done' && task.progress === task.target,
      ),
    ).toBe(true);
    expect(await lotteryLeft(player)).toBe(4);
    expect((await visible(player)).data).toMatchObject({ visible: false, done: 5, total: 5 });
  });

  it('answers 1004 signed out', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/casino/lucky_bear/newbie_task_status',
      headers: commonHeaders(),
    });
    expect(res.json().code).toBe(BodyCode.SESSION_INVALID);
  });

  it('answers ERROR_OUTOF_NEWBIE after the 7-day window, grants nothing more, and hides the panel (moves the clock: last)', async () => {
    const player = await newPlayer(t);
    t.advance(7 * DAY_MS + 1);
    const res = await status(player);
    expect(res).toEqual({ code: BodyCode.OUT_OF_NEWBIE, msg: 'ERROR_OUTOF_NEWBIE', data: null });
    expect(res.code).toBe(1084);
    expect((await visible(player)).data).toMatchObject({ visible: false, done: 0 });
    expect(await spinsLeft(player)).toBe(1); // the daily chance only: the phone task was never granted
  });
});
