import { randomUUID } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaches, countLedgerTx } from '../../wallet/test/helpers/wallet-ledger';
import { launchToken, newPlayer, roundId, session } from './helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, walletCall } from './helpers/games-app';

/** The provider wallet protocol (issue 12): signatures, idempotency, bets, wins, rollbacks, and every attack of the list. */
describe('provider wallet protocol', () => {
  let t: GamesTestApp;
  let pg: ReturnType<typeof session>;
  let token: string;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await buildGamesTestApp({}, logLines);
    const player = await newPlayer(t);
    token = await launchToken(t, player, 'pg-fortune-ox');
    pg = session(t, 'pg', 'pg-fortune-ox', token);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A valid bet's body (new round and transaction ids), to send with a bad signature. */
  const aBet = () => ({
    token,
    currency: 'WH',
    gameId: 'pg-fortune-ox',
    roundId: roundId(),
    transactionId: randomUUID(),
    amount: '5',
  });
  const balance = async () => (await pg.balance()).body.data.balance as string;

  it('answers the balance of the game session currency', async () => {
    const res = await pg.balance();
    expect(res.body).toMatchObject({ code: 0, data: { balance: '1000', currency: 'WH', transactionId: '' } });
  });

  describe('signatures', () => {
    it('refuses an unsigned call and moves nothing', async () => {
      const before = await balance();
      const res = await walletCall(t, 'pg', 'bet', aBet(), { signature: null });
      expect(res.body.code).toBe(BodyCode.SIGNATURE_INVALID);
      expect(await balance()).toBe(before);
      expect(logLines).toContainEqual(
        expect.objectContaining({
          msg: 'provider wallet call refused',
          providerId: 'pg',
          call: 'bet',
          code: BodyCode.SIGNATURE_INVALID,
          reason: 'missing or malformed X-Signature header',
        }),
      );
    });

    it('refuses a call signed with another secret', async () => {
      const before = await balance();
      const res = await walletCall(t, 'pg', 'bet', aBet(), { secret: 'x'.repeat(40) });
      expect(res.body).toMatchObject({ code: BodyCode.SIGNATURE_INVALID, data: { reason: 'wrong signature' } });
      expect(await balance()).toBe(before);
    });

    it('refuses a correctly signed call whose timestamp is outside the tolerance window', async () => {
      const res = await walletCall(
        t,
        'pg',
        'balance',
        { token, currency: 'WH' },
        { unixSeconds: Math.floor(Date.now() / 1000) - 3600 },
      );
      expect(res.body).toMatchObject({ code: BodyCode.SIGNATURE_INVALID, data: { reason: 'stale timestamp' } });
    });

    it('refuses a body changed after signing', async () => {
      const signed = JSON.stringify({ token, currency: 'WH' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/provider/wallet/pg/balance',
        headers: {
          'content-type': 'application/json',
          'x-signature': (await import('../provider-signature')).signProviderBody(
            'development-only-sandbox-provider-secret0',
            signed,
            Math.floor(Date.now() / 1000),
          ),
        },
        payload: JSON.stringify({ token, currency: 'KC' }),
      });
      expect(res.json().code).toBe(BodyCode.SIGNATURE_INVALID);
    });

    it('refuses a token issued for another provider', async () => {
      const res = await walletCall(t, 'house', 'balance', { token, currency: 'WH' });
      expect(res.body.code).toBe(BodyCode.GAME_TOKEN_INVALID);
    });

    it('refuses a forged token', async () => {
      const [claims] = token.split('.');
      const res = await walletCall(t, 'pg', 'balance', { token: `${claims}.${'0'.repeat(64)}`, currency: 'WH' });
      expect(res.body.code).toBe(BodyCode.GAME_TOKEN_INVALID);
    });
  });

  describe('bet and win', () => {
    it('moves a bet to the house and a win back, closing the round', async () => {
      const round = roundId();
      const before = Number(await balance());
      const bet = await pg.bet(round, '10');
      expect(bet.body).toMatchObject({ code: 0, data: { balance: String(before - 10), currency: 'WH' } });
      expect(bet.body.data.transactionId).toMatch(/^[0-9A-Z]{26}$/);
      const win = await pg.win(round, '25');
      expect(win.body).toMatchObject({ code: 0, data: { balance: String(before + 15) } });
      const again = await pg.bet(round, '1');
      expect(again.body.code).toBe(BodyCode.ROUND_INVALID);
    });

    it('replays a repeated bet with the same answer and moves money once', async () => {
      const round = roundId();
      const id = randomUUID();
      const bets = await countLedgerTx(t.db, 'game_bet');
      const first = await pg.bet(round, '3', id);
      const second = await pg.bet(round, '3', id);
      expect(second.body).toEqual(first.body);
      expect(await countLedgerTx(t.db, 'game_bet')).toBe(bets + 1);
    });

    it('replays a repeated win with the same answer and moves money once', async () => {
      const round = roundId();
      await pg.bet(round, '3');
      const id = randomUUID();
      const wins = await countLedgerTx(t.db, 'game_win');
      const first = await pg.win(round, '6', id);
      const second = await pg.win(round, '6', id);
      expect(first.body.code).toBe(0);
      expect(second.body).toEqual(first.body);
      expect(await countLedgerTx(t.db, 'game_win')).toBe(wins + 1);
    });

    it('refuses the same transaction id with a different amount', async () => {
      const round = roundId();
      const id = randomUUID();
      await pg.bet(round, '3', id);
      const before = await balance();
      const res = await pg.bet(round, '4', id);
      expect(res.body.code).toBe(BodyCode.TRANSACTION_CONFLICT);
      expect(await balance()).toBe(before);
    });

    it('refuses the same transaction id for another round', async () => {
      const id = randomUUID();
      await pg.bet(roundId(), '3', id);
      const res = await pg.bet(roundId(), '3', id);
      expect(res.body.code).toBe(BodyCode.TRANSACTION_CONFLICT);
    });

    it("refuses a win larger than the game's max win", async () => {
      const round = roundId();
      await pg.bet(round, '2');
      // pg-fortune-ox pays at most 10 per 1 bet.
      const res = await pg.win(round, '20.01');
      expect(res.body).toMatchObject({ code: BodyCode.WIN_ABOVE_MAX, data: { maxWin: '20' } });
      expect((await pg.win(round, '20')).body.code).toBe(0);
    });

    it('refuses a win for an unknown round', async () => {
      const res = await pg.win(roundId(), '1');
      expect(res.body.code).toBe(BodyCode.ROUND_INVALID);
    });

    it('refuses a win for a round of another player', async () => {
      const round = roundId();
      await pg.bet(round, '2');
      const other = await newPlayer(t);
      const theirs = session(t, 'pg', 'pg-fortune-ox', await launchToken(t, other, 'pg-fortune-ox'));
      const res = await theirs.win(round, '4');
      expect(res.body.code).toBe(BodyCode.ROUND_INVALID);
      expect((await theirs.balance()).body.data.balance).toBe('1000');
    });

    it('refuses a bet beyond the balance with the balance-lack code and moves nothing', async () => {
      const before = await balance();
      const bets = await countLedgerTx(t.db, 'game_bet');
      const res = await pg.bet(roundId(), '5000');
      expect(res.body).toMatchObject({ code: BodyCode.BALANCE_LACK, data: { coin: 'WH' } });
      expect(await balance()).toBe(before);
      expect(await countLedgerTx(t.db, 'game_bet')).toBe(bets);
    });

    it('refuses a bet on a disabled game', async () => {
      const closed = session(t, 'pg', 'pg-closed-game', token);
      const res = await closed.bet(roundId(), '2');
      // The token is for another game: refused before the game is even looked at.
      expect(res.body.code).toBe(BodyCode.INVALID_PARAMS);
      const player = await newPlayer(t);
      const launch = await t.app.inject({
        method: 'POST',
        url: '/casino/game/launch',
        headers: (await import('../../../../test/helpers/sign-in')).sessionHeaders(player),
        payload: { gameId: 'pg-closed-game', coin: 'WH' },
      });
      expect(launch.json().code).toBe(BodyCode.GAME_UNAVAILABLE);
    });
  });

  describe('bet amounts', () => {
    it.each([
      ['zero', '0', BodyCode.INVALID_PARAMS],
      ['negative', '-5', BodyCode.INVALID_PARAMS],
      ['non-numeric', 'ten', BodyCode.INVALID_PARAMS],
      ['with too many decimals', '1.001', BodyCode.INVALID_PARAMS],
      ['above the per-bet maximum', '10000.01', BodyCode.GAME_LIMIT],
      ['below the per-bet minimum', '0.5', BodyCode.GAME_LIMIT],
      ['beyond the exact-integer limit', '99999999999999999999', BodyCode.INVALID_PARAMS],
    ])('refuses a %s amount and moves nothing', async (_name, amount, code) => {
      const before = await balance();
      const res = await pg.bet(roundId(), amount);
      expect(res.body.code).toBe(code);
      expect(res.body.data.field ?? res.body.data.limit).toBeTruthy();
      expect(await balance()).toBe(before);
    });
  });

  describe('rollback', () => {
    it('reverses a bet exactly once, however often and under whichever id it is asked', async () => {
      const round = roundId();
      const before = await balance();
      const bet = randomUUID();
      await pg.bet(round, '7', bet);
      const rollbackId = randomUUID();
      const first = await pg.rollback(round, bet, rollbackId);
      expect(first.body).toMatchObject({ code: 0, data: { balance: before } });
      const replay = await pg.rollback(round, bet, rollbackId);
      expect(replay.body).toEqual(first.body);
      const another = await pg.rollback(round, bet);
      expect(another.body).toMatchObject({ code: 0, data: { balance: before, transactionId: '' } });
      expect(await balance()).toBe(before);
    });

    it('refuses a win for a rolled-back round', async () => {
      const round = roundId();
      const bet = randomUUID();
      await pg.bet(round, '2', bet);
      await pg.rollback(round, bet);
      const res = await pg.win(round, '2');
      expect(res.body).toMatchObject({ code: BodyCode.ROUND_INVALID, msg: 'This round was rolled back' });
    });

    it('refuses to roll back a round that already has a win', async () => {
      const round = roundId();
      const bet = randomUUID();
      await pg.bet(round, '2', bet);
      await pg.win(round, '3');
      const before = await balance();
      const res = await pg.rollback(round, bet);
      expect(res.body.code).toBe(BodyCode.ROUND_INVALID);
      expect(await balance()).toBe(before);
    });

    it('answers a rollback of an unknown bet without a move, and then refuses that bet', async () => {
      const round = roundId();
      const bet = randomUUID();
      const before = await balance();
      const rollback = await pg.rollback(round, bet);
      expect(rollback.body).toMatchObject({ code: 0, data: { balance: before, transactionId: '' } });
      const late = await pg.bet(round, '2', bet);
      expect(late.body.code).toBe(BodyCode.ROUND_INVALID);
      expect(await balance()).toBe(before);
    });
  });

  it('leaves the ledger audit clean', async () => {
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
