import { Migrator, sql } from 'kysely';
import { decodeTime } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { createDatabase, type DatabaseHandle } from '../../../db/create-db';
import { migrateToLatest } from '../../../db/migrate';
import { MIGRATIONS } from '../../../db/migrations';

describe('migration 0007_opaque_ids on a ledger that has transactions', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase(testDb.database);
  });
  afterAll(async () => {
    await handle.close();
    await testDb.drop();
  });

  it('gives every existing transaction a distinct ULID of its own time, and no two transactions can share one', async () => {
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => MIGRATIONS } });
    const before = await migrator.migrateTo('0006_sign_in_hardening');
    expect(before.error).toBeUndefined();
    // 1203 rows: more than two rounds of the backfill's batch.
    const times = Array.from({ length: 1203 }, (_, i) => 1_700_000_000_000 + i * 1000);
    for (let i = 0; i < times.length; i += 200) {
      const values = times.slice(i, i + 200).map((at) => sql`(${'credit'}, ${'seed'}, ${''}, ${at})`);
      await sql`insert into ledger_tx (kind, reason, reference, created_at) values ${sql.join(values)}`.execute(
        handle.db,
      );
    }

    expect(await migrateToLatest(handle.db)).toContain('0007_opaque_ids');

    const rows = await handle.db
      .selectFrom('ledger_tx')
      .select(['id', 'public_id', 'created_at'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(times.length);
    expect(new Set(rows.map((r) => r.public_id)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.public_id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(decodeTime(row.public_id)).toBe(Number(row.created_at));
    }
    // The unique index refuses a second transaction with the same public id.
    const first = rows[0]?.public_id as string;
    await expect(
      handle.db
        .insertInto('ledger_tx')
        .values({
          public_id: first,
          kind: 'credit',
          reason: 'x',
          user_id: null,
          counterparty_user_id: null,
          created_at: 1,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
