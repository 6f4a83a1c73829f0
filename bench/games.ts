/**
 * Game rounds through the whole provider wallet protocol (issue 12): 64 players signed in by phone,
 * each launches `pg-fortune-ox` once (its token), then 64 connections play rounds as the sandbox
 * provider would: a signed `POST /provider/wallet/pg/bet` of 1 WH and a signed `.../win` of 1 WH
 * (balances stay put, so any run length works). Rounds per second = answered pairs per second. On
 * SQLite and PostgreSQL (the API in its own child process), beside the bare Fastify route measured
 * in the same run; the ledger audit after each database's run must be clean.
 */
import { createHmac, randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { SANDBOX_DEV_SECRET } from '../scripts/dev-game-provider';
import { CONNECTIONS } from './api';
import type { LedgerOptions } from './ledger';
import { type BenchUser, clientHeaders } from './ledger-setup';
import { measurePlayersLoad, type PlayersRow } from './players-on-databases';

const GAME = 'pg-fortune-ox';

/** A games row: rounds per second in `roundsPerSecond`. */
export type GamesRow = PlayersRow;

function sign(raw: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', SANDBOX_DEV_SECRET).update(`${t}.${raw}`).digest('hex')}`;
}

async function launch(base: string, user: BenchUser): Promise<string> {
  const res = await fetch(`${base}/casino/game/launch`, {
    method: 'POST',
    headers: clientHeaders(user),
    body: JSON.stringify({ gameId: GAME, coin: 'WH' }),
  });
  const envelope = (await res.json()) as { code: number; data: { token: string } };
  if (envelope.code !== 0) throw new Error(`launch: ${JSON.stringify(envelope).slice(0, 200)}`);
  return envelope.data.token;
}

/** One autocannon run of bet, win pairs; each connection plays one player's session. */
function playRounds(url: string, tokens: string[], seconds: number) {
  let connection = 0;
  const wallet = (call: string, body: () => object) => ({
    method: 'POST',
    path: `/provider/wallet/pg/${call}`,
    setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
      if (context.token === undefined) context.token = tokens[connection++ % tokens.length];
      if (call === 'bet') context.round = randomUUID();
      const raw = JSON.stringify({
        token: context.token,
        currency: 'WH',
        gameId: GAME,
        ...body(),
        roundId: context.round,
      });
      return { ...request, headers: { 'content-type': 'application/json', 'x-signature': sign(raw) }, body: raw };
    },
  });
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      wallet('bet', () => ({ transactionId: randomUUID(), amount: '1' })),
      wallet('win', () => ({ transactionId: randomUUID(), amount: '1' })),
    ],
    verifyBody: (body: string) => body.startsWith('{"code":0,'),
  } as never) as unknown as Promise<Result>;
}

/** The ledger part's options: the same repository, run length, log and databases. */
export type GamesOptions = LedgerOptions;

export function measureGames(options: GamesOptions): Promise<GamesRow[]> {
  return measurePlayersLoad(options, {
    name: 'games',
    bareSubject: 'two requests a round',
    requestsPerUnit: 2,
    env: { GAME_PROVIDER_PG_URL: 'http://127.0.0.1:9/game', GAME_PROVIDER_PG_SECRET: SANDBOX_DEV_SECRET },
    subject: 'signed bet + win, 64 players',
    prepare: (url, users) => Promise.all(users.map((u) => launch(url, u))),
    load: (url, tokens, seconds) => playRounds(url, tokens as string[], seconds),
  });
}
