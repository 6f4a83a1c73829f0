import { randomUUID } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditBreaches,
  countLedgerTx,
  ledgerAccounts,
  negativeBalances,
} from '../../wallet/test/helpers/wallet-ledger';
import { signProviderBody } from '../provider-signature';
import { launchToken, newPlayer } from './helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, SECRETS } from './helpers/games-app';

const BETS = 64;

/**
 * 64 bets at once over HTTP from one player whose balance (WH 1000) covers only 25 of them (40 each):
 * exactly 25 are taken, the rest answer the balance-lack code, nobody goes below zero and the
 * ledger's audit is clean (run on SQLite and PostgreSQL).
 */
describe('64 concurrent bets from one player', () => {
  let t: GamesTestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('takes only what the balance covers and refuses the rest with the balance-lack code', async () => {
    const player = await newPlayer(t);
    const token = await launchToken(t, player, 'pg-fortune-ox');
    const betsBefore = await countLedgerTx(t.db, 'game_bet');
    const answers = await Promise.all(
      Array.from({ length: BETS }, async () => {
        const body = JSON.stringify({
          token,
          currency: 'WH',
          gameId: 'pg-fortune-ox',
          roundId: randomUUID(),
          transactionId: randomUUID(),
          amount: '40',
        });
        const res = await fetch(`${base}/provider/wallet/pg/bet`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-signature': signProviderBody(SECRETS.pg as string, body, Math.floor(Date.now() / 1000)),
          },
          body,
        });
        return (await res.json()) as { code: number };
      }),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(25);
    expect(codes.filter((c) => c === BodyCode.BALANCE_LACK)).toHaveLength(BETS - 25);
    expect(await countLedgerTx(t.db, 'game_bet')).toBe(betsBefore + 25);
    const accounts = await ledgerAccounts(t.db, [player.user_id]);
    expect(accounts.find((a) => a.userId === player.user_id && a.coin === 'WH')?.balance).toBe(0n);
    expect(negativeBalances(accounts)).toEqual([]);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 60_000);
});
