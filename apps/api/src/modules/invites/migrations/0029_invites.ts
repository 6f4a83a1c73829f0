import type { Kysely } from 'kysely';

/** Invites (issue 16): who invited whom, and the rewards paid once per (inviter, invitee, milestone). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invite_link')
    .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('pkg', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('campaign', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('bound_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invite_link_inviter').on('invite_link').columns(['inviter_id', 'bound_at']).execute();
  await db.schema
    .createTable('invite_reward')
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('invitee_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('milestone', 'varchar(32)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('invite_reward_pk', ['inviter_id', 'invitee_id', 'milestone'])
    .execute();
  await db.schema.createIndex('invite_reward_inviter').on('invite_reward').columns(['inviter_id', 'paid_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invite_reward').execute();
  await db.schema.dropTable('invite_link').execute();
}
