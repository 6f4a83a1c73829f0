import { BodyCode } from '@app/shared';
import { HOUSE_GAME_IDS, HOUSE_GAMES } from '@app/shared/fair/house-games';
import { verifyRound } from '@app/shared/fair/verify';
import { COINS } from '@app/shared/wallet/coins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthTestApp, post, sessionHeaders } from '../../../../test/helpers/sign-in';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { launchToken, newPlayer } from './helpers/game-session';
import type { GamesTestApp, Login } from './helpers/games-app';

/**
 * The house games as the product wires them (compose.ts): the catalogue's games and providers, the
 * shared engines and the fair module's seeds, not the test doubles of the other games tests.
 */
describe('house games wired to the catalogue, the shared engines and the fair seeds', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  const games = () => t as unknown as GamesTestApp;
  const get = async (login: Login, url: string) =>
    // biome-ignore lint/suspicious/noExplicitAny: tests read the data field by field
    (await t.app.inject({ method: 'GET', url, headers: sessionHeaders(login) })).json() as { code: number; data: any };
  const play = async (token: string, gameId: string, bet: string, params: unknown) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/provider/house/play',
        payload: { launchToken: token, gameId, bet, params },
      })
    ).json();

  it('plays each house game; after rotation every round verifies from its own answer', async () => {
    const player = await newPlayer(games());
    const played: { roundId: string; gameId: string; bet: string; win: string }[] = [];
    for (const gameId of HOUSE_GAME_IDS) {
      const token = await launchToken(games(), player, gameId, 'WH');
      for (let i = 0; i < 3; i++) {
        const answer = await play(token, gameId, '1', HOUSE_GAMES[gameId].defaultParams);
        expect(answer.code, JSON.stringify(answer)).toBe(0);
        played.push({ roundId: answer.data.roundId, gameId, bet: answer.data.bet, win: answer.data.win });
      }
    }
    // Before rotation the seed is secret: the round answers its hash, not the seed.
    const first = await get(player, `/casino/game/round?id=${played[0]?.roundId}`);
    expect(first.data.fair).toMatchObject({
      serverSeed: null,
      nonce: 0,
      params: HOUSE_GAMES['house-tiger'].defaultParams,
    });

    const rotated = await post(t.app, '/casino/fair/rotate', {}, sessionHeaders(player));
    expect(rotated.body.code).toBe(0);
    for (const round of played) {
      const answer = await get(player, `/casino/game/round?id=${round.roundId}`);
      const { fair } = answer.data;
      expect(fair.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      const replay = await verifyRound({ ...fair, gameId: round.gameId });
      expect(replay.hashMatches).toBe(true);
      expect(replay.outcome).toEqual(fair.outcome);
      // The payout is the replayed multiplier times the bet, down to the coin's smallest unit (the house
      // never pays a fraction it cannot post), capped by the game's max win (never reached here).
      const unit = 10 ** COINS.WH.decimals;
      expect(Number(answer.data.win)).toBe(Math.floor(Number(round.bet) * replay.multiplier * unit + 1e-9) / unit);
    }
    expect(new Set(played.map((r) => r.roundId)).size).toBe(15);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('refuses params the engine refuses, and moves nothing', async () => {
    const player = await newPlayer(games());
    const token = await launchToken(games(), player, 'house-mines', 'WH');
    const answer = await play(token, 'house-mines', '1', { mines: 25, picks: [0] });
    expect(answer.code).toBe(BodyCode.INVALID_PARAMS);
    const rounds = await get(player, '/casino/game/rounds');
    expect(rounds.data.list).toEqual([]);
  });
});
