import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Profiles (issue 18): creator personas, the one each player acts as, the images uploaded for them and
 * the products they show. The unique xid makes a public id's uniqueness the database's rule: two
 * concurrent creates that drew the same xid cannot both land (the service draws again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile_image')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('source_format', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profile_image_owner').on('profile_image').columns(['owner_id']).execute();

  await withIdColumn(db, db.schema.createTable('profile'))
    .addColumn('xid', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('avatar_image_id', 'varchar(16)', (c) => c.references('profile_image.id'))
    .addColumn('background_image_id', 'varchar(16)', (c) => c.references('profile_image.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profile_user').on('profile').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('profile_selection')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profile.id'))
    .execute();

  await withIdColumn(db, db.schema.createTable('profile_product'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profile.id'))
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('link', 'varchar(512)', (c) => c.notNull())
    .addColumn('price_text', 'varchar(64)', (c) => c.notNull())
    .addColumn('image_id', 'varchar(16)', (c) => c.references('profile_image.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profile_product_profile').on('profile_product').columns(['profile_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_product').execute();
  await db.schema.dropTable('profile_selection').execute();
  await db.schema.dropTable('profile').execute();
  await db.schema.dropTable('profile_image').execute();
}
