import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { freshAddress, post, sessionHeaders } from '../../../../../test/helpers/sign-in';
import type { GamesTestApp } from '../../../games/test/helpers/games-app';
import { type Answer, getCall } from '../../../lucky/test/helpers/lucky-calls';

type Login = Pick<LoginResponse, 'user_id' | 'user_secret_key'>;

/** GET of a /pet/ call, signed in or out. */
export const petGet = (t: GamesTestApp, login: Login | undefined, call: string, query: Record<string, string> = {}) =>
  getCall(t, login, `/pet/${call}`, query);

/**
 * POST of a call (a /pet/ call, or a full path such as /wallet/xbnft_transfer), signed in, each from an
 * address of its own: the trade calls' per-address budget (30 a minute) is tested in
 * apps/api/test/signed-paths-other-platforms.test.ts, not here.
 */
export async function petPost(t: GamesTestApp, login: Login, call: string, body: object): Promise<Answer> {
  const url = call.startsWith('/') ? call : `/pet/${call}`;
  return (await post(t.app, url, body, sessionHeaders(login), freshAddress())).body;
}

export const drawPet = (t: GamesTestApp, login: Login, requestId: string = randomUUID()) =>
  petPost(t, login, 'draw', { request_id: requestId });

export const feedPet = (t: GamesTestApp, login: Login, petId: string, requestId: string = randomUUID()) =>
  petPost(t, login, 'feed', { pet_id: petId, request_id: requestId });

export const transferPet = (
  t: GamesTestApp,
  login: Login,
  petId: string,
  toUserId: number,
  requestId: string | undefined = randomUUID(),
  queryFee = false,
) =>
  petPost(t, login, '/wallet/xbnft_transfer', {
    pet_id: petId,
    to_user_id: toUserId,
    query_fee: queryFee,
    ...(requestId ? { request_id: requestId } : {}),
  });

/** A player's (a user id) or a system account's (a name) balance of `coin` in base units. */
async function balance(t: GamesTestApp, owner: number | string, coin: string): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_account')
    .select('balance')
    .where(typeof owner === 'number' ? 'user_id' : 'system_name', '=', owner)
    .where('coin', '=', coin)
    .executeTakeFirst();
  return row ? BigInt(String(row.balance)) : 0n;
}

export const balanceOf = (t: GamesTestApp, userId: number, coin = 'HAPPY') => balance(t, userId, coin);
export const systemBalance = (t: GamesTestApp, name: string, coin = 'HAPPY') => balance(t, name, coin);

/** HAPPY amounts in base units (4 decimals). */
export const happy = (amount: number) => BigInt(Math.round(amount * 10_000));
