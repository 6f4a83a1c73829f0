import type { Kysely } from 'kysely';

/** VIP rewards received (issue 13): the primary key (user, level) is what makes each level pay once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vip_reward_claim')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('vip_reward_claim_pk', ['user_id', 'level'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vip_reward_claim').execute();
}
