import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { FastifyInstance } from 'fastify';
import { createDatabase, type DatabaseHandle } from '../../src/db/create-db';
import { CapturingSmsSender, signRequest } from '../../src/modules/auth';
import { buildTestApp, commonHeaders, type TestApp } from './test-app';

export interface AuthTestApp extends TestApp {
  sms: CapturingSmsSender;
  /** A second handle on the same database, for arranging state the API has no call for. */
  db: DatabaseHandle['db'];
}

/** buildTestApp with a capturing SMS sender and a side handle on the database. */
export async function buildAuthTestApp(env: Record<string, string> = {}): Promise<AuthTestApp> {
  const sms = new CapturingSmsSender();
  const t = await buildTestApp(env, { logger: false, services: { sms } });
  const side = createDatabase(t.config.database);
  return {
    ...t,
    sms,
    db: side.db,
    close: async () => {
      await side.close();
      await t.close();
    },
  };
}

/** Headers of a signed-in caller. */
export function sessionHeaders(
  login: Pick<LoginResponse, 'user_id' | 'user_secret_key'>,
  overrides: Record<string, string> = {},
) {
  return commonHeaders({ 'User-Id': String(login.user_id), 'User-Secret-Key': login.user_secret_key, ...overrides });
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers = commonHeaders(),
  remoteAddress = '127.0.0.1',
) {
  const res = await app.inject({ method: 'POST', url, headers, payload, remoteAddress });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the data of many different answers field by field
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

/** Phone sign-in the way the login screen does it: ask for a code, read it off the phone, send it. */
let addressSerial = 0;
/** A client address of its own, so per-address limits of one test do not reach the next. */
export function freshAddress(): string {
  addressSerial++;
  return `10.${(addressSerial >> 8) & 255}.${addressSerial & 255}.${1 + (process.pid % 250)}`;
}

export async function signInByPhone(
  t: AuthTestApp,
  phone: string,
  extra: object = {},
  headers = commonHeaders(),
): Promise<LoginResponse> {
  const address = freshAddress();
  const sent = await post(t.app, '/user/send_otp_via_phone', { country_code: '+84', phone }, headers, address);
  if (sent.body.code !== 0) throw new Error(`send_otp failed: ${JSON.stringify(sent.body)}`);
  const code = t.sms.lastCode(`+84${phone.replace(/^0/, '')}`);
  const res = await post(
    t.app,
    '/user/register_or_login_by_phone',
    { country_code: '+84', phone, code, ...extra },
    headers,
    address,
  );
  if (res.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data as LoginResponse;
}

let nonceSerial = 0;
/** Native-app headers with a valid XBSL over `body` as JSON.stringify sends it (app.inject does the same). */
export function signedAppHeaders(key: string, body: object, overrides: Record<string, string> = {}) {
  const ts = Math.floor(Date.now() / 1000);
  const nonce = `s${process.pid}x${nonceSerial++}`;
  return {
    ...commonHeaders({ PLATFORM: 'app', ...overrides }),
    TS: String(ts),
    NONCE: nonce,
    XBSL: signRequest(key, JSON.stringify(body), ts, nonce),
  };
}
