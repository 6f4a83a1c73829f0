import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { luckyGet, moved, whBalance } from './helpers/lucky-calls';

/** The free lottery (issue 13): the lucky spin's mechanics with its own table, chances and fair scope, drawn by a safe GET. */
describe('free lottery', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const chance = (login?: Login) => luckyGet(t, login, 'free_lottery_chance');
  const draw = (login: Login, query: Record<string, string>) => luckyGet(t, login, 'draw_free_lottery', query);
  const status = (login: Login, drawId: string) => luckyGet(t, login, 'query_lottery_status', { draw_id: drawId });
  let serial = 0;
  const key = () => `lottery-key-${process.pid}-${++serial}`;

  it('publishes its own table and rules: a daily chance, no wagering chances', async () => {
    const out = await chance();
    expect(out.data).toMatchObject({ game: 'free_lottery', chances_left: 0, fair: null });
    expect(out.data.prizes.map((p: { id: string }) => p.id)[0]).toBe('lottery-nothing');
    expect(out.data.rules).toEqual({ daily: 1, wager: null, newbie_tasks: true });
    const player = await newPlayer(t);
    const signedIn = await chance(player);
    expect(signedIn.data.chances_left).toBe(1);
    expect(signedIn.data.fair.scope).toBe('free-lottery');
  });

  it('draws once per draw_key: a repeated GET answers the same draw and moves nothing more', async () => {
    const player = await newPlayer(t);
    const before = await whBalance(t, player.user_id);
    const k = key();
    const first = await draw(player, { draw_key: k });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({
      game: 'free_lottery',
      chances_left: 0,
      fair: { scope: 'free-lottery', nonce: 0 },
    });
    const again = await draw(player, { draw_key: k });
    expect(again.data).toEqual(first.data);
    const m = await moved(t, player.user_id, 'free_lottery');
    expect(m.draws).toBe(1);
    const paid = first.data.prize.kind === 'coin' ? BigInt(Math.round(Number(first.data.prize.amount) * 100)) : 0n;
    expect(await whBalance(t, player.user_id)).toBe(before + paid);
    expect((await draw(player, { draw_key: key() })).code).toBe(BodyCode.LUCKY_NO_CHANCE);
    const result = await status(player, first.data.draw_id);
    expect(result.data).toEqual((({ chances_left: _c, ...rest }) => rest)(first.data));
  });

  it('keeps the lottery apart from the wheel: its own chances and seed pair', async () => {
    const player = await newPlayer(t);
    expect((await draw(player, { draw_key: key() })).code).toBe(0);
    expect((await luckyGet(t, player, 'lucky_spin_conf')).data.chances_left).toBe(1);
    expect((await luckyGet(t, player, 'lucky_spin_conf')).data.fair.next_nonce).toBe(0);
  });

  it('draws once when one chance is drawn 100 times at once with different keys; the ledger stays whole', async () => {
    const player = await newPlayer(t);
    const answers = await Promise.all(Array.from({ length: 100 }, () => draw(player, { draw_key: key() })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === BodyCode.LUCKY_NO_CHANCE)).toBe(true);
    const m = await moved(t, player.user_id, 'free_lottery');
    expect(m.draws).toBe(1);
    expect(m.credits).toBe(m.coinDraws);
    expect(m.bonuses).toBe(m.bonusDraws);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('answers 100 GETs of one draw_key at once with one draw', async () => {
    const player = await newPlayer(t);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 100 }, () => draw(player, { draw_key: k })));
    expect(new Set(answers.map((a) => a.code))).toEqual(new Set([0]));
    expect(new Set(answers.map((a) => a.data.draw_id)).size).toBe(1);
    expect((await moved(t, player.user_id, 'free_lottery')).draws).toBe(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it("refuses another player's draw with 1083 and reveals nothing", async () => {
    const owner = await newPlayer(t);
    const other = await newPlayer(t);
    const drawn = await draw(owner, { draw_key: key() });
    expect((await status(owner, drawn.data.draw_id)).code).toBe(0);
    expect(await status(other, drawn.data.draw_id)).toEqual({
      code: BodyCode.LUCKY_DRAW_NOT_FOUND,
      msg: 'No such draw',
      data: null,
    });
  });

  it.each([
    ['no draw_key', {}],
    ['a short draw_key', { draw_key: 'abc' }],
    ['a draw_key with spaces', { draw_key: 'two words here' }],
  ])('refuses %s with 1001 on field draw_key and changes nothing', async (_name, query) => {
    const player = await newPlayer(t);
    const before = await whBalance(t, player.user_id);
    const res = await draw(player, query);
    expect(res.code).toBe(BodyCode.INVALID_PARAMS);
    expect(res.data.field).toBe('draw_key');
    expect(await whBalance(t, player.user_id)).toBe(before);
    expect((await moved(t, player.user_id, 'free_lottery')).draws).toBe(0);
    expect((await chance(player)).data.chances_left).toBe(1);
  });

  it('refuses query_lottery_status without a draw_id (1001)', async () => {
    const player = await newPlayer(t);
    expect((await luckyGet(t, player, 'query_lottery_status')).code).toBe(BodyCode.INVALID_PARAMS);
  });
});
