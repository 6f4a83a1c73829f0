import { type Kysely, sql } from 'kysely';
import { isPostgres, withIdColumn } from '../../../db/migrations/helpers';

/**
 * The off-chain wallet (issue 5): coins with their USDT price, one account per user per coin plus
 * system accounts, transactions of immutable entries that balance per coin, two-phase holds, and the
 * answers of money-moving calls by Idempotency-Key. A user balance can never go negative: the CHECK
 * below backs up the conditional updates of the ledger repository.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coin')
    .addColumn('code', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addColumn('usdt_price_e12', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Reference data, not demo data: the ledger cannot work without its coins. Prices are USDT per coin
  // times 1e12; operators change them in this table (docs/decisions.md).
  const now = Date.now();
  await (db as Kysely<{ coin: { code: string; decimals: number; usdt_price_e12: bigint; updated_at: number } }>)
    .insertInto('coin')
    .values([
      { code: 'KTHER', decimals: 8, usdt_price_e12: 12_500_000_000n, updated_at: now },
      { code: 'KC', decimals: 4, usdt_price_e12: 1_000_000_000n, updated_at: now },
      { code: 'HAPPY', decimals: 4, usdt_price_e12: 100_000_000n, updated_at: now },
      { code: 'KUSDT', decimals: 6, usdt_price_e12: 1_000_000_000_000n, updated_at: now },
      { code: 'XUSD', decimals: 6, usdt_price_e12: 1_000_000_000_000n, updated_at: now },
      { code: 'WH', decimals: 2, usdt_price_e12: 10_000_000_000n, updated_at: now },
    ])
    .execute();

  await withIdColumn(db, db.schema.createTable('ledger_account'))
    .addColumn('user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('system_name', 'varchar(32)')
    .addColumn('coin', 'varchar(8)', (c) => c.notNull().references('coin.code'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_account_user_coin', ['user_id', 'coin'])
    .addUniqueConstraint('ledger_account_system_coin', ['system_name', 'coin'])
    .addCheckConstraint('ledger_account_owner', sql`(user_id is null) <> (system_name is null)`)
    .addCheckConstraint('ledger_account_not_negative', sql`allow_negative = 1 or balance >= 0`)
    .execute();

  await withIdColumn(db, db.schema.createTable('ledger_tx'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(64)', (c) => c.notNull())
    .addColumn('reference', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer')
    .addColumn('counterparty_user_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('ledger_entry'))
    .addColumn('tx_id', 'integer', (c) => c.notNull().references('ledger_tx.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_account.id'))
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('role', 'varchar(8)', (c) => c.notNull().defaultTo('main'))
    .addColumn('balance_before', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entry_account').on('ledger_entry').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('ledger_entry_tx').on('ledger_entry').column('tx_id').execute();

  // Entries are immutable: corrections are new transactions, never edits.
  if (isPostgres(db)) {
    await sql`create function ledger_entry_immutable() returns trigger language plpgsql as $$
      begin raise exception 'ledger entries are immutable'; end $$`.execute(db);
    await sql`create trigger ledger_entry_no_update before update or delete on ledger_entry
      for each row execute function ledger_entry_immutable()`.execute(db);
  } else {
    await sql`create trigger ledger_entry_no_update before update on ledger_entry
      begin select raise(abort, 'ledger entries are immutable'); end`.execute(db);
    await sql`create trigger ledger_entry_no_delete before delete on ledger_entry
      begin select raise(abort, 'ledger entries are immutable'); end`.execute(db);
  }

  await withIdColumn(db, db.schema.createTable('ledger_hold'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('reason', 'varchar(64)', (c) => c.notNull())
    .addColumn('reference', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_tx_id', 'integer', (c) => c.notNull())
    .addColumn('settled_tx_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_hold_pending').on('ledger_hold').columns(['status', 'expires_at']).execute();

  await db.schema
    .createTable('idempotency_record')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('request_hash', 'char(64)', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_record_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idempotency_record', 'ledger_hold', 'ledger_entry', 'ledger_tx', 'ledger_account', 'coin']) {
    await db.schema.dropTable(table).execute();
  }
  if (isPostgres(db)) await sql`drop function if exists ledger_entry_immutable()`.execute(db);
}
