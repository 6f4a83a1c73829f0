import type { Kysely } from 'kysely';

/** Casino brand sign-in (issue 13): web-login handshakes, human check passes and used challenges, brand players. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tg_web_login')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('bot_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('poll_secret_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('confirmed_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .execute();
  await db.schema.createIndex('tg_web_login_expires').on('tg_web_login').column('expires_at').execute();
  await db.schema
    .createTable('human_check_pass')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('passed_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('human_check_pass_pk', ['user_id', 'purpose'])
    .execute();
  await db.schema
    .createTable('human_check_used')
    .addColumn('challenge', 'varchar(256)', (c) => c.primaryKey())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('luckybear_player')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('country', 'varchar(8)', (c) => c.notNull())
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['luckybear_player', 'human_check_used', 'human_check_pass', 'tg_web_login']) {
    await db.schema.dropTable(table).execute();
  }
}
