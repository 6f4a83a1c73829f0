import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wagering } from '../wagering';
import { playerWithBets } from './helpers/game-session';
import { buildGamesTestApp, type GamesTestApp } from './helpers/games-app';

/** Amounts in base units (WH has 2 decimals: a bet of '10' is 1000). What VIP, locked bonuses, lucky-spin chances and the bet ranking read (issue 13): bets, once, by window. */
describe('wagering', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("sums a player's bets and counts another player's apart", async () => {
    const a = await playerWithBets(t, ['10', '25']);
    const b = await playerWithBets(t, ['7']);
    expect(await wagering.wageredBy(t.db, a.player.user_id)).toBe(3500n);
    expect(await wagering.wageredBy(t.db, b.player.user_id, { coin: 'WH' })).toBe(700n);
    expect(await wagering.wageredBy(t.db, b.player.user_id, { coin: 'KC' })).toBe(0n);
  });

  it('leaves a rolled-back round out', async () => {
    const { player, pg, bets } = await playerWithBets(t, ['10', '40']);
    const first = bets[0] as { round: string; tx: string };
    expect((await pg.rollback(first.round, first.tx)).body.code).toBe(0);
    expect(await wagering.wageredBy(t.db, player.user_id)).toBe(4000n);
  });

  it('counts only rounds begun inside the window', async () => {
    const before = Date.now() - 1;
    const { player } = await playerWithBets(t, ['5']);
    const after = Date.now() + 1;
    expect(await wagering.wageredBy(t.db, player.user_id, { since: before, until: after })).toBe(500n);
    expect(await wagering.wageredBy(t.db, player.user_id, { since: after })).toBe(0n);
    expect(await wagering.wageredBy(t.db, player.user_id, { until: before })).toBe(0n);
  });

  it('ranks players by what they wagered, most first', async () => {
    const since = Date.now() - 1;
    const small = await playerWithBets(t, ['3']);
    const big = await playerWithBets(t, ['50', '50']);
    const top = await wagering.topWagerers(t.db, { since, limit: 10 });
    const mine = top.filter((r) => r.userId === small.player.user_id || r.userId === big.player.user_id);
    expect(mine).toEqual([
      { userId: big.player.user_id, wagered: 10000n },
      { userId: small.player.user_id, wagered: 300n },
    ]);
  });
});
