import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../src/config';

export interface TestDatabase {
  database: AppConfig['database'];
  /** Drops the database (PostgreSQL) or deletes the file (SQLite). */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new SQLite file in a temp folder, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server (scripts/with-postgres.sh), a new database on it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
    return {
      database: { kind: 'sqlite', path: path.join(dir, 'test.db') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
