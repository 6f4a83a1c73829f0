import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-db';
import { sqliteStatementsOf } from '../src/db/sqlite-statements';

/**
 * The background WAL checkpointer (db/wal-checkpointer.ts): committed pages reach the database file
 * without the API's own connection checkpointing (its automatic checkpoint is only a backstop at 32,000
 * frames, far above what these tests write), and closing the database stops the worker.
 */
describe.runIf(!process.env.TEST_DATABASE_URL)('the background WAL checkpointer (SQLite)', () => {
  const opened: { handle: DatabaseHandle; dir: string }[] = [];

  afterEach(async () => {
    for (const { handle, dir } of opened.splice(0)) {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  /** A fresh file database with a table and about 1 MB committed to the WAL in small transactions. */
  async function withCommittedRows(checkpointer: boolean) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'));
    const file = path.join(dir, 'app.db');
    const handle = createDatabase({ kind: 'sqlite', path: file }, { checkpointer });
    opened.push({ handle, dir });
    await sql`create table filler (id integer primary key, body text not null)`.execute(handle.db);
    const start = fs.statSync(file).size;
    for (let i = 0; i < 50; i++) {
      await sql`with recursive n (i) as (select 1 union all select i + 1 from n where i < 40)
        insert into filler (body) select ${'x'.repeat(500)} from n`.execute(handle.db);
    }
    return { handle, file, start };
  }

  it('copies committed pages into the database file by itself, the API connection never checkpointing', async () => {
    const { handle, file, start } = await withCommittedRows(true);
    const statements = sqliteStatementsOf(handle.db);
    expect(statements?.database.pragma('wal_autocheckpoint', { simple: true })).toBe(32000);
    await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(start + 1_000_000), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('without it, the same commits stay in the WAL (the database file keeps its size)', async () => {
    const { file, start } = await withCommittedRows(false);
    // Two of the checkpointer's periods: had anything checkpointed, the file would have grown by now.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(fs.statSync(file).size).toBe(start);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000);
  });

  it('stops its worker thread when the database closes', async () => {
    const { handle } = await withCommittedRows(true);
    // The process's threads, as the kernel counts them: the worker's thread is joined when it exits.
    const threads = () => Number(/^Threads:\s+(\d+)/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]);
    const before = threads();
    await handle.close();
    expect(threads()).toBeLessThan(before);
  });
});
