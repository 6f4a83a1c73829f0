import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type MiniAppUser, signInitData } from '../../../../../../../scripts/miniapp-sim';
import { commonHeaders } from '../../../../../test/helpers/test-app';

/** The bot the messenger tests configure (TG_BOTS). */
export const TEST_BOT = { name: 'testbot', token: '123456:ABCdef_ghijklmnopqrstuv' };

/** Stands in for the messenger's third-party signing key. */
export const thirdPartyKeys = generateKeyPairSync('ed25519');

/** A raw Ed25519 public key as hex (TG_THIRD_PARTY_PUBLIC_KEY): the SPKI DER minus its 12-byte header. */
export function rawPublicKeyHex(key: KeyObject): string {
  return key.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');
}

/** The environment of a messenger test app: the test bot and the test third-party public key. */
export const TG_TEST_ENV = {
  TG_BOTS: `${TEST_BOT.name}:${TEST_BOT.token}`,
  TG_THIRD_PARTY_PUBLIC_KEY: rawPublicKeyHex(thirdPartyKeys.publicKey),
};

export const ALICE: MiniAppUser = { id: 111, first_name: 'Alice', username: 'alice', language_code: 'vi' };

let nextAddress = 1;
/**
 * Each call comes from its own client address unless one is given, so that the route's rate limit
 * (30 a minute per address) does not decide other tests' outcomes; the limit has a test of its own.
 */
export function postTg(
  app: FastifyInstance,
  url: string,
  payload: object,
  options: { headers?: Record<string, string>; ip?: string } = {},
) {
  const n = nextAddress++;
  return app.inject({
    method: 'POST',
    url,
    headers: commonHeaders({ PLATFORM: 'tg', ...options.headers }),
    payload,
    remoteAddress: options.ip ?? `10.0.${n >> 8}.${n & 255}`,
  });
}

/** POST /tg/xw_register_or_login with init data signed for the test bot. */
export async function loginAs(app: FastifyInstance, user: MiniAppUser = ALICE, startParam?: string) {
  const res = await postTg(app, '/tg/xw_register_or_login', {
    bot_name: TEST_BOT.name,
    init_data: signInitData({ botToken: TEST_BOT.token, user, startParam }),
  });
  const body = res.json();
  if (body.code !== 0) throw new Error(`login failed: ${res.body}`);
  return body.data as { user_id: number; user_secret_key: string; is_new_user: boolean; newbie_guide: string };
}

/** Common headers of a signed-in messenger user. */
export function sessionHeaders(login: { user_id: number; user_secret_key: string }): Record<string, string> {
  return { 'User-Id': String(login.user_id), 'User-Secret-Key': login.user_secret_key };
}
