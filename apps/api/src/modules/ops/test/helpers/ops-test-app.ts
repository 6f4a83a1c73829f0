import type { OpsEndpoint } from '@app/shared/ops/ops-endpoint';
import { OPS_CSRF_HEADER, OPS_SESSION_COOKIE } from '@app/shared/ops/ops-endpoint';
import type { OpsRole } from '@app/shared/ops/roles';
import { generate } from 'otplib';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import type { ServiceOverrides } from '../../../../compose';
import { createDatabase, type DatabaseHandle } from '../../../../db/create-db';
import { CapturingSmsSender } from '../../../auth';
import { createOwner } from '../..';

/** A fixed start of the clock the console's services read (tests move it with advance). */
const START = Date.UTC(2026, 0, 5, 10, 0, 0);

export interface OpsTestApp extends TestApp {
  /** A second handle on the same database, to look at rows the API does not show. */
  db: DatabaseHandle['db'];
  clock: { now: number };
  advance(ms: number): void;
  /** One-time codes sent to players (a player's session in the guard tests). */
  sms: CapturingSmsSender;
}

/** buildTestApp with a fixed operator clock; sign-in budgets raised (the rate-limit test sets its own). */
export async function buildOpsTestApp(
  env: Record<string, string> = {},
  services: ServiceOverrides = {},
): Promise<OpsTestApp> {
  const clock = { now: START };
  const sms = new CapturingSmsSender();
  const t = await buildTestApp(
    { OPS_SIGN_IN_MAX_PER_IP: '10000', OPS_SIGN_IN_MAX_PER_ACCOUNT: '10000', ...env },
    { logger: false, services: { sms, opsClock: () => clock.now, ...services } },
  );
  const side = createDatabase(t.config.database);
  return {
    ...t,
    db: side.db,
    sms,
    clock,
    advance: (ms) => {
      clock.now += ms;
    },
    close: async () => {
      await side.close();
      await t.close();
    },
  };
}

/** A session as the browser holds it: the cookie and the CSRF token. */
export interface OpsSession {
  cookie: string;
  csrf: string;
}

export interface CallOptions {
  session?: Partial<OpsSession>;
  /** Leave the CSRF header out even though the session has a token. */
  noCsrf?: boolean;
  headers?: Record<string, string>;
  ip?: string;
}

/** Calls an operator endpoint as the console does (cookie + X-CSRF-Token on POST). */
export async function opsCall(
  t: OpsTestApp,
  endpoint: Pick<OpsEndpoint, 'method' | 'path'>,
  input: object = {},
  o: CallOptions = {},
) {
  const headers: Record<string, string> = { ...o.headers };
  if (o.session?.cookie) headers.cookie = `${OPS_SESSION_COOKIE}=${o.session.cookie}`;
  if (endpoint.method === 'POST' && o.session?.csrf && !o.noCsrf) headers[OPS_CSRF_HEADER] = o.session.csrf;
  const res = await t.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers,
    remoteAddress: o.ip ?? '127.0.0.1',
    ...(endpoint.method === 'GET'
      ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
      : { payload: input }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the data of many different answers field by field
  const body = res.json() as { code: number; msg: string; data: any };
  return { status: res.statusCode, body, setCookie: String(res.headers['set-cookie'] ?? '') };
}

/** The session token a Set-Cookie header carries ('' when it clears the cookie). */
export function cookieOf(setCookie: string): string {
  return new RegExp(`${OPS_SESSION_COOKIE}=([^;]*)`).exec(setCookie)?.[1] ?? '';
}

/** The TOTP code of `secret` at the operator clock's time. */
export function totpAt(t: OpsTestApp, secret: string, offsetMs = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor((t.clock.now + offsetMs) / 1000) });
}

/** An operator that has enrolled: its secret (to make codes), recovery codes and a full session. */
export interface SignedInOperator extends OpsSession {
  id: number;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

export const OWNER = { email: 'owner@example.com', password: 'owner-password-123' };

/** Password step: the pending session. */
export async function passwordStep(t: OpsTestApp, email: string, password: string, ip?: string) {
  const res = await opsCall(t, { method: 'POST', path: '/ops/auth/sign-in' }, { email, password }, { ip });
  if (res.body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return { cookie: cookieOf(res.setCookie), csrf: res.body.data.csrf_token as string, next: res.body.data.next };
}

/** First sign-in: password, enrolment, confirmation. Moves the clock past the code's step. */
export async function signInAndEnrol(t: OpsTestApp, email: string, password: string): Promise<SignedInOperator> {
  const pending = await passwordStep(t, email, password);
  const started = await opsCall(t, { method: 'POST', path: '/ops/auth/enrol' }, {}, { session: pending });
  const secret = started.body.data.secret as string;
  const confirmed = await opsCall(
    t,
    { method: 'POST', path: '/ops/auth/enrol/confirm' },
    { code: await totpAt(t, secret) },
    { session: pending },
  );
  if (confirmed.body.code !== 0) throw new Error(`enrolment failed: ${JSON.stringify(confirmed.body)}`);
  t.advance(30_000);
  const me = confirmed.body.data.me;
  return {
    id: me.id,
    email,
    password,
    secret,
    recoveryCodes: confirmed.body.data.recovery_codes,
    cookie: cookieOf(confirmed.setCookie),
    csrf: me.csrf_token,
  };
}

/** The owner (made as the command makes it), signed in with TOTP enrolled. */
export async function ownerSignedIn(t: OpsTestApp): Promise<SignedInOperator> {
  await createOwner(t.db, OWNER, false, () => t.clock.now);
  return signInAndEnrol(t, OWNER.email, OWNER.password);
}

let serial = 0;
/** An operator with `roles`, created by the owner and signed in. */
export async function operatorWith(t: OpsTestApp, owner: OpsSession, roles: OpsRole[]): Promise<SignedInOperator> {
  serial++;
  const email = `${roles.join('-') || 'none'}-${serial}@example.com`;
  const password = `password-of-${serial}-long`;
  const res = await opsCall(
    t,
    { method: 'POST', path: '/ops/operators/create' },
    { email, display_name: `Operator ${serial}`, password, roles },
    { session: owner },
  );
  if (res.body.code !== 0) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return signInAndEnrol(t, email, password);
}
