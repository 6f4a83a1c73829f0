import { type Kysely, sql } from 'kysely';
import { isPostgres, withIdColumn } from '../../../db/migrations/helpers';

/**
 * The operator console (issue 11): operators (not players) with roles, TOTP and recovery codes, their
 * cookie sessions, and the audit log, which the database itself keeps append-only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('ops_operator'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('display_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('totp_secret_enc', 'varchar(255)')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ops_operator_role')
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('ops_operator_role_pk', ['operator_id', 'role'])
    .execute();

  await withIdColumn(db, db.schema.createTable('ops_recovery_code'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('ops_recovery_code_operator').on('ops_recovery_code').column('operator_id').execute();

  await withIdColumn(db, db.schema.createTable('ops_session'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('stage', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ops_session_operator').on('ops_session').column('operator_id').execute();

  await withIdColumn(db, db.schema.createTable('ops_audit_log'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id'))
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target', 'varchar(128)', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ops_audit_log_at').on('ops_audit_log').column('at').execute();
  await db.schema.createIndex('ops_audit_log_operator').on('ops_audit_log').columns(['operator_id', 'at']).execute();
  await db.schema.createIndex('ops_audit_log_target').on('ops_audit_log').columns(['target', 'at']).execute();

  // No operator, the owner included, can change the record: not through the product (it has no such
  // path) and not through SQL either, short of dropping these triggers in a migration.
  if (isPostgres(db)) {
    await sql`create function ops_audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'ops_audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger ops_audit_log_no_change before update or delete on ops_audit_log
      for each row execute function ops_audit_log_append_only()`.execute(db);
    await sql`create trigger ops_audit_log_no_truncate before truncate on ops_audit_log
      for each statement execute function ops_audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger ops_audit_log_no_update before update on ops_audit_log
      begin select raise(abort, 'ops_audit_log is append-only'); end`.execute(db);
    await sql`create trigger ops_audit_log_no_delete before delete on ops_audit_log
      begin select raise(abort, 'ops_audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ops_audit_log').execute();
  if (isPostgres(db)) await sql`drop function if exists ops_audit_log_append_only()`.execute(db);
  await db.schema.dropTable('ops_session').execute();
  await db.schema.dropTable('ops_recovery_code').execute();
  await db.schema.dropTable('ops_operator_role').execute();
  await db.schema.dropTable('ops_operator').execute();
}
