import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import { createTestDatabase } from './test-database';

/** Valid common headers (spec 7.1) for a signed-out h5 caller. */
export function commonHeaders(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'User-Id': '0',
    'User-Secret-Key': '',
    'Xb-Language': 'vi-VN',
    'Country-Code': 'vn',
    TS: String(Math.floor(Date.now() / 1000)),
    NONCE: 'a1B2c',
    PLATFORM: 'h5',
    'APP-VER': '1.0.0',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Closes the app (and its database handle) and drops the test database. */
  close(): Promise<void>;
}

/** buildApp on a fresh database (SQLite or PostgreSQL, see test-database.ts), logging silenced. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = { logger: false },
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database: testDb.database,
  };
  const app = await buildApp(config, options);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}
