import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionHeaders } from '../../../../test/helpers/sign-in';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { launchToken, newPlayer, roundId, session } from './helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from './helpers/games-app';

const DAY = 24 * 60 * 60 * 1000;

/** The player's side of the games (issue 12): launch, rounds, daily loss limits, self-exclusion, house play. */
describe('casino calls of the player', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = (login: Login, path: string, body: object) => post(t.app, path, body, sessionHeaders(login));
  const get = async (login: Login, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: sessionHeaders(login) });
    // biome-ignore lint/suspicious/noExplicitAny: tests read the data field by field
    return res.json() as { code: number; msg: string; data: any };
  };

  describe('launch', () => {
    it('answers the provider game URL with a token bound to player, game, currency, lang, device and return URL', async () => {
      const player = await newPlayer(t);
      const res = await call(player, '/casino/game/launch', {
        gameId: 'pg-fortune-ox',
        coin: 'WH',
        device: 'desktop',
        returnUrl: '/win?tab=slots',
      });
      expect(res.body.code).toBe(0);
      const url = new URL(res.body.data.url);
      expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4011/game');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        token: res.body.data.token,
        game: 'pg-fortune-ox',
        device: 'desktop',
        currency: 'WH',
        lang: 'vi-VN',
        return_url: '/win?tab=slots',
      });
      const claims = JSON.parse(Buffer.from(res.body.data.token.split('.')[0], 'base64url').toString());
      expect(claims).toMatchObject({ userId: player.user_id, gameId: 'pg-fortune-ox', coin: 'WH', p: 'game-session' });
    });

    it('refuses a game whose provider is not configured', async () => {
      const res = await call(await newPlayer(t), '/casino/game/launch', { gameId: 'tb-turbo-x', coin: 'WH' });
      expect(res.body).toMatchObject({
        code: BodyCode.GAME_UNAVAILABLE,
        data: { unavailableReason: 'provider_not_configured' },
      });
    });

    it('refuses a return URL of another site', async () => {
      const res = await call(await newPlayer(t), '/casino/game/launch', {
        gameId: 'pg-fortune-ox',
        coin: 'WH',
        returnUrl: '//evil.example/x',
      });
      expect(res.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'returnUrl' } });
    });

    it('refuses an expired token on a bet but still settles the round it started', async () => {
      const player = await newPlayer(t);
      const pg = session(t, 'pg', 'pg-fortune-ox', await launchToken(t, player, 'pg-fortune-ox'));
      const round = roundId();
      expect((await pg.bet(round, '5')).body.code).toBe(0);
      t.advance(5 * 60 * 60 * 1000);
      try {
        expect((await pg.bet(roundId(), '5')).body.code).toBe(BodyCode.GAME_TOKEN_INVALID);
        expect((await pg.win(round, '6')).body.code).toBe(0);
      } finally {
        t.advance(-5 * 60 * 60 * 1000);
      }
    });
  });

  describe('self-exclusion', () => {
    it('refuses launches and bets with a clear code until its end, and cannot be shortened', async () => {
      const player = await newPlayer(t);
      const pg = session(t, 'pg', 'pg-fortune-ox', await launchToken(t, player, 'pg-fortune-ox'));
      const set = await call(player, '/casino/self_exclusion', { days: 7 });
      expect(set.body.code).toBe(0);
      const until = set.body.data.until as number;
      const shorter = await call(player, '/casino/self_exclusion', { days: 1 });
      expect(shorter.body.data.until).toBe(until);

      const launch = await call(player, '/casino/game/launch', { gameId: 'pg-fortune-ox', coin: 'WH' });
      expect(launch.body).toMatchObject({ code: BodyCode.SELF_EXCLUDED, data: { until } });
      const bet = await pg.bet(roundId(), '5');
      expect(bet.body.code).toBe(BodyCode.SELF_EXCLUDED);
      expect((await pg.balance()).body.data.balance).toBe('1000');
      expect((await get(player, '/casino/limits')).data.selfExcludedUntil).toBe(until);
    });

    it('refuses a period that is not offered', async () => {
      const res = await call(await newPlayer(t), '/casino/self_exclusion', { days: 2 });
      expect(res.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'days' } });
    });
  });

  describe('daily loss limit', () => {
    it('refuses a bet that would pass the limit; a lower limit applies at once, a higher one after 24 hours', async () => {
      const player = await newPlayer(t);
      const pg = session(t, 'pg', 'pg-fortune-ox', await launchToken(t, player, 'pg-fortune-ox'));
      expect((await call(player, '/casino/limits', { coin: 'WH', dailyLossLimit: '20' })).body.code).toBe(0);
      expect((await pg.bet(roundId(), '15')).body.code).toBe(0);
      const over = await pg.bet(roundId(), '6');
      expect(over.body).toMatchObject({ code: BodyCode.GAME_LIMIT, data: { limit: 'daily_loss' } });

      const raised = await call(player, '/casino/limits', { coin: 'WH', dailyLossLimit: '100' });
      expect(raised.body.data.lossLimits).toEqual([
        expect.objectContaining({ coin: 'WH', limit: '20', lostToday: '15', pendingLimit: '100' }),
      ]);
      expect((await pg.bet(roundId(), '6')).body.code).toBe(BodyCode.GAME_LIMIT);
      t.advance(DAY + 1000);
      try {
        // A new day's session: the first one's token has expired.
        const later = session(t, 'pg', 'pg-fortune-ox', await launchToken(t, player, 'pg-fortune-ox'));
        expect((await later.bet(roundId(), '6')).body.code).toBe(0);
        const lowered = await call(player, '/casino/limits', { coin: 'WH', dailyLossLimit: '10' });
        expect(lowered.body.data.lossLimits[0]).toMatchObject({ limit: '10', pendingLimit: null });
      } finally {
        t.advance(-(DAY + 1000));
      }
    });

    it('refuses a limit of zero', async () => {
      const res = await call(await newPlayer(t), '/casino/limits', { coin: 'WH', dailyLossLimit: '0' });
      expect(res.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'dailyLossLimit' } });
    });

    it('shows the per-coin bet limits', async () => {
      const res = await get(await newPlayer(t), '/casino/limits');
      expect(res.data.betLimits).toContainEqual({ coin: 'WH', minBet: '1', maxBet: '10000', maxWin: '1000000' });
    });
  });

  describe('house provider and rounds', () => {
    it('plays a round through the signed protocol: bet and win on the ledger, the fair fields on the round', async () => {
      const player = await newPlayer(t);
      const token = await launchToken(t, player, 'house-dice');
      const res = await t.app.inject({
        method: 'POST',
        url: '/provider/house/play',
        payload: { launchToken: token, gameId: 'house-dice', bet: '10', params: { multiplier: 2.5 } },
      });
      const played = res.json();
      expect(played).toMatchObject({ code: 0, data: { bet: '10', win: '25', multiplier: 2.5, balance: '1015' } });
      const round = await get(player, `/casino/game/round?id=${played.data.roundId}`);
      expect(round).toMatchObject({
        code: 0,
        data: { gameId: 'house-dice', providerId: 'house', bet: '10', win: '25', status: 'closed' },
      });
      expect(round.data.fair).toMatchObject({
        nonce: 1,
        clientSeed: `client-${player.user_id}`,
        outcome: { roll: expect.any(Number) },
      });
    });

    it('caps a house payout at the game max win', async () => {
      const player = await newPlayer(t);
      const token = await launchToken(t, player, 'house-dice');
      const res = await t.app.inject({
        method: 'POST',
        url: '/provider/house/play',
        payload: { launchToken: token, gameId: 'house-dice', bet: '1', params: { multiplier: 500 } },
      });
      expect(res.json()).toMatchObject({ code: 0, data: { win: '99' } });
    });

    it('refuses a house play with a token of another game', async () => {
      const player = await newPlayer(t);
      const token = await launchToken(t, player, 'pg-fortune-ox');
      const res = await t.app.inject({
        method: 'POST',
        url: '/provider/house/play',
        payload: { launchToken: token, gameId: 'house-dice', bet: '1' },
      });
      expect(res.json().code).toBe(BodyCode.GAME_TOKEN_INVALID);
    });

    it("lists the player's rounds newest first in pages, and hides other players' rounds", async () => {
      const player = await newPlayer(t);
      const pg = session(t, 'pg', 'pg-fortune-ox', await launchToken(t, player, 'pg-fortune-ox'));
      const rounds = [roundId(), roundId(), roundId()];
      for (const [i, r] of rounds.entries()) {
        await pg.bet(r, String(i + 1));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const first = await get(player, '/casino/game/rounds?limit=2');
      expect(first.data.list.map((r: { bet: string }) => r.bet)).toEqual(['3', '2']);
      const second = await get(player, `/casino/game/rounds?limit=2&cursor=${first.data.nextCursor}`);
      expect(second.data).toMatchObject({ list: [{ bet: '1', status: 'open' }], nextCursor: null });

      const other = await newPlayer(t);
      const theirs = await get(other, `/casino/game/round?id=${first.data.list[0].id}`);
      expect(theirs.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    });
  });

  it('leaves the ledger audit clean', async () => {
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
