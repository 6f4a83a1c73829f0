import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { DatabaseHandle } from '../../../db/create-db';

/**
 * The app keeps its database handle to itself; this file records the handles createDatabase makes
 * (test-only, no change to src) so that a test can take the database away under a running app.
 */
const handles = vi.hoisted(() => [] as DatabaseHandle[]);
vi.mock('../../../db/create-db', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../db/create-db')>();
  return {
    ...original,
    createDatabase: (...args: Parameters<typeof original.createDatabase>) => {
      const handle = original.createDatabase(...args);
      handles.push(handle);
      return handle;
    },
  };
});

const expectedDatabase = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`answers 200 {status: ok, database: ${expectedDatabase}} without any common header`, async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['request-id']).toEqual(expect.any(String));
    const body = res.json();
    expect(body).toMatchObject({ code: BodyCode.OK, data: { status: 'ok', database: expectedDatabase } });
    expect(body.data.uptime_s).toEqual(expect.any(Number));
  });

  it('answers HTTP 503, code 503, status unavailable once the database is gone', async () => {
    expect(handles).toHaveLength(1);
    await handles[0]?.close();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: BodyCode.SERVICE_UNAVAILABLE,
      data: { status: 'unavailable', database: expectedDatabase },
    });
  });
});
