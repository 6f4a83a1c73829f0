import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../../db/migrations/helpers';

/** What can end a kept session or change what a signed-in request checks of it (core/session-cache.ts). */
const SESSION_COLUMNS = 'ended_at, verified_at, user_id, token_hash';
const USER_COLUMNS = 'abnormal, phone';

/**
 * The sessions' own change counter (issue 10, third pass): one row, bumped by triggers whenever a row
 * that can end a session or change what a signed-in request checks of it changes, in any process or
 * shell: a session ended, deleted or re-keyed, a user's abnormal flag or phone changed, a user deleted.
 * `UPDATE OF` lists the columns, so the per-minute touch of `last_used_at` does not bump it. The
 * session cache keeps its entries while the counter is unchanged, instead of while no row of the whole
 * database changed, which under any write load (the ledger) was never.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_epoch')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into auth_epoch (id, value) values (1, 0)`.execute(db);
  const bump = 'update auth_epoch set value = value + 1 where id = 1';
  if (isPostgres(db)) {
    await sql
      .raw(`create function auth_epoch_bump() returns trigger language plpgsql as $$
begin ${bump}; return null; end $$`)
      .execute(db);
    const on = (name: string, event: string, table: string) =>
      sql.raw(
        `create trigger ${name} after ${event} on ${table} for each statement execute function auth_epoch_bump()`,
      );
    await on('auth_epoch_session_change', `update of ${SESSION_COLUMNS}`, 'user_session').execute(db);
    await on('auth_epoch_session_delete', 'delete', 'user_session').execute(db);
    await on('auth_epoch_user_change', `update of ${USER_COLUMNS}`, 'app_user').execute(db);
    await on('auth_epoch_user_delete', 'delete', 'app_user').execute(db);
    return;
  }
  const on = (name: string, event: string, table: string) =>
    sql.raw(`create trigger ${name} after ${event} on ${table} begin ${bump}; end`);
  await on('auth_epoch_session_change', `update of ${SESSION_COLUMNS}`, 'user_session').execute(db);
  await on('auth_epoch_session_delete', 'delete', 'user_session').execute(db);
  await on('auth_epoch_user_change', `update of ${USER_COLUMNS}`, 'app_user').execute(db);
  await on('auth_epoch_user_delete', 'delete', 'app_user').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['auth_epoch_session_change', 'auth_epoch_session_delete']) {
    await sql.raw(`drop trigger if exists ${name}${isPostgres(db) ? ' on user_session' : ''}`).execute(db);
  }
  for (const name of ['auth_epoch_user_change', 'auth_epoch_user_delete']) {
    await sql.raw(`drop trigger if exists ${name}${isPostgres(db) ? ' on app_user' : ''}`).execute(db);
  }
  if (isPostgres(db)) await sql`drop function if exists auth_epoch_bump()`.execute(db);
  await db.schema.dropTable('auth_epoch').execute();
}
