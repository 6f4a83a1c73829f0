import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevGameProvider, startDevGameProvider } from '../../../../../../scripts/dev-game-provider';
import { post, sessionHeaders } from '../../../../test/helpers/sign-in';
import { auditBreaches, countLedgerTx } from '../../wallet/test/helpers/wallet-ledger';
import { newPlayer } from './helpers/game-session';
import { buildGamesTestApp, type GamesTestApp } from './helpers/games-app';

/**
 * The sandbox third-party provider end to end (scripts/dev-game-provider.ts, a real HTTP server):
 * launch -> the sandbox's game page -> signed bet and win over HTTP -> balances. Its retries with
 * the same transaction id after a lost answer, and its duplicate deliveries, move money once.
 */
describe('sandbox provider end to end', () => {
  let t: GamesTestApp;
  let sandbox: DevGameProvider;

  beforeAll(async () => {
    // Every call sent twice: each repeat must answer what the first did.
    sandbox = await startDevGameProvider({ walletBaseUrl: 'http://127.0.0.1:9', repeatRate: 1 });
    t = await buildGamesTestApp({}, undefined, `${sandbox.url}/game`);
    sandbox.setWalletBaseUrl(await t.app.listen({ host: '127.0.0.1', port: 0 }));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  /** A new player (WH 1000) launches the sandbox's game. */
  async function launchNewPlayer() {
    const player = await newPlayer(t);
    return post(t.app, '/casino/game/launch', { gameId: 'pg-fortune-ox', coin: 'WH' }, sessionHeaders(player));
  }

  async function spin(token: string, bet: string, multiplier: number) {
    const res = await fetch(`${sandbox.url}/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, game: 'pg-fortune-ox', currency: 'WH', bet, multiplier }),
    });
    return (await res.json()) as Record<string, unknown>;
  }

  it('launches into the sandbox page and plays signed rounds that change the balance by bets and wins', async () => {
    const launch = await launchNewPlayer();
    expect(launch.body.code).toBe(0);
    const page = await fetch(launch.body.data.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(launch.body.data.token);

    const token = launch.body.data.token as string;
    expect(await spin(token, '10', 3)).toMatchObject({ bet: '10', win: '30', balance: '1020', code: 0 });
    expect(await spin(token, '5', 0)).toMatchObject({ win: '0', balance: '1015', code: 0 });
    expect(sandbox.calls.filter((c) => c.code === 0)).toHaveLength(8);
  });

  it('retries a call whose answer was lost with the same transaction id and moves money once', async () => {
    const launch = await launchNewPlayer();
    const bets = await countLedgerTx(t.db, 'game_bet');
    await fetch(`${sandbox.url}/control`, { method: 'POST', body: JSON.stringify({ dropAnswers: 2 }) });
    expect(await spin(launch.body.data.token, '10', 2)).toMatchObject({ balance: '1010', code: 0 });
    expect(await countLedgerTx(t.db, 'game_bet')).toBe(bets + 1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
