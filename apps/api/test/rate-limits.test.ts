import { BodyCode } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { CapturingSmsSender } from '../src/modules/auth';
import { commonHeaders } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * The sign-in calls' limits live in the database, so two API processes sharing it (two buildApp
 * instances here, as two servers behind a load balancer would be) count one client together.
 */
describe('rate limits on sign-in calls, shared by every API process', () => {
  let testDb: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database: testDb.database };
    a = await buildApp(config, { logger: false, services: { sms: new CapturingSmsSender() } });
    b = await buildApp(config, { logger: false, services: { sms: new CapturingSmsSender() } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await testDb?.drop();
  });

  const tryLogin = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/user/register_or_login_by_phone',
      headers: commonHeaders(),
      payload: { country_code: '+84', phone: '912000001', code: '123456' },
      remoteAddress,
    });

  it('the 31st try in a minute from one address gets HTTP 429 with the envelope, whichever process answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await tryLogin(i % 2 === 0 ? a : b, '10.20.30.40')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const last = await tryLogin(b, '10.20.30.40');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: BodyCode.TOO_MANY_REQUESTS });
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('another address is not limited by the first one', async () => {
    expect((await tryLogin(a, '10.20.30.41')).statusCode).toBe(200);
  });
});
