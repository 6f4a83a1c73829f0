import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { verifyDraw } from '@app/shared/fair/weighted-pick';
import type { FastifyInstance } from 'fastify';
import { post, sessionHeaders } from '../../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../../test/helpers/test-app';
import type { Db } from '../../../../db/types';

/** The parts of a test app these calls use (the games' test app has them). */
interface TestApp {
  app: FastifyInstance;
  db: Db;
}
type Login = Pick<LoginResponse, 'user_id' | 'user_secret_key'>;

/** An envelope as the tests read it. */
// biome-ignore lint/suspicious/noExplicitAny: tests read the data of many different answers field by field
export type Answer = { code: number; msg: string; data: any };

/** GET of any player call at `path`, signed in or out, with its query. */
export async function getCall(
  t: TestApp,
  login: Login | undefined,
  path: string,
  query: Record<string, string> = {},
): Promise<Answer> {
  const search = new URLSearchParams(query).toString();
  const res = await t.app.inject({
    method: 'GET',
    url: `${path}${search ? `?${search}` : ''}`,
    headers: login ? sessionHeaders(login) : commonHeaders(),
  });
  return res.json() as Answer;
}

/** GET of a /casino/lucky_bear/ call, signed in or out, with its query. */
export function luckyGet(t: TestApp, login: Login | undefined, call: string, query: Record<string, string> = {}) {
  return getCall(t, login, `/casino/lucky_bear/${call}`, query);
}

/** POST of a /casino/lucky_bear/ call, signed in. */
export async function luckyPost(
  t: TestApp,
  login: Login,
  call: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return (await post(t.app, `/casino/lucky_bear/${call}`, body, sessionHeaders(login, headers))).body;
}

/** The player's WH balance in base units. */
export async function whBalance(t: TestApp, userId: number): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('user_id', '=', userId)
    .where('coin', '=', 'WH')
    .executeTakeFirst();
  return row ? BigInt(String(row.balance)) : 0n;
}

/** What a player's draws moved: draws stored, prize credits in the ledger, locked bonuses granted. */
export async function moved(t: TestApp, userId: number, game: string) {
  const draws = await t.db
    .selectFrom('lucky_draw')
    .select(['public_id', 'kind'])
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .execute();
  const references = draws.map((d) => `lucky:${game}:${d.public_id}`);
  const credits =
    references.length === 0
      ? []
      : await t.db.selectFrom('ledger_tx').select('id').where('reference', 'in', references).execute();
  const bonuses = await t.db
    .selectFrom('locked_bonus')
    .select('id')
    .where('user_id', '=', userId)
    .where('source', '=', game)
    .execute();
  return {
    draws: draws.length,
    coinDraws: draws.filter((d) => d.kind === 'coin').length,
    bonusDraws: draws.filter((d) => d.kind === 'locked_bonus').length,
    credits: credits.length,
    bonuses: bonuses.length,
  };
}

/** Rotates the player's seed pair of `scope`: answers the previous pair, its server seed now revealed. */
export async function rotateFair(t: TestApp, login: Login, scope: string) {
  const res = await post(t.app, '/casino/fair/rotate', { scope }, sessionHeaders(login));
  return res.body.data.previous as { server_seed: string; server_seed_hash: string };
}

/** Recomputes a draw from the `fair` data of its answer (lucky spin, free lottery, lucky code). */
export function verifyAnswered(fair: {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  weights: number[];
}) {
  return verifyDraw({
    serverSeed: fair.server_seed,
    serverSeedHash: fair.server_seed_hash,
    clientSeed: fair.client_seed,
    nonce: fair.nonce,
    weights: fair.weights,
  });
}
