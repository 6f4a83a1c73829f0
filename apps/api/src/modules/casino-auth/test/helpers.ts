import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthTestApp } from '../../../../test/helpers/sign-in';
import { buildTestApp, commonHeaders } from '../../../../test/helpers/test-app';
import { createDatabase } from '../../../db/create-db';
import { CapturingSmsSender } from '../../auth';

/** The bot of these tests (TG_BOTS), also the public bot of the web login. */
export const TEST_BOT = { name: 'lbtestbot', token: '654321:LBtest_ghijklmnopqrstuv' };

export interface CasinoAuthTestApp extends AuthTestApp {
  /** The casino sign-in's clock: tests move it forward (the web-login code's expiry). */
  clock: { advance(ms: number): void; now(): number };
}

/** A test app with the test bot, a capturing SMS sender, a side database handle and a movable clock. */
export async function buildCasinoAuthTestApp(env: Record<string, string> = {}): Promise<CasinoAuthTestApp> {
  let offset = 0;
  const now = () => Date.now() + offset;
  const sms = new CapturingSmsSender();
  const t = await buildTestApp(
    {
      TG_BOTS: `${TEST_BOT.name}:${TEST_BOT.token}`,
      TG_PUBLIC_BOT: TEST_BOT.name,
      LUCKYBEAR_HUMAN_CHECK_DIFFICULTY: '4',
      ...env,
    },
    { logger: false, services: { sms, casinoAuthClock: now } },
  );
  const side = createDatabase(t.config.database);
  return {
    ...t,
    sms,
    db: side.db,
    clock: { advance: (ms) => (offset += ms), now },
    close: async () => {
      await side.close();
      await t.close();
    },
  };
}

/** Login widget data signed as the messenger does: HMAC-SHA-256 keyed with SHA-256(bot token). */
export function signWidget(
  fields: Record<string, string | number>,
  botToken: string = TEST_BOT.token,
): Record<string, string | number> {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}

/** The HTTP statuses of `times` identical POSTs from one client address (the per-address limits). */
export async function statusesOf(app: FastifyInstance, url: string, payload: object, address: string, times = 31) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await app.inject({ method: 'POST', url, headers: commonHeaders(), payload, remoteAddress: address });
    statuses.push(res.statusCode);
  }
  return statuses;
}
