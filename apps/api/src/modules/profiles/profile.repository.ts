import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { ProfileImageTable, ProfileProductTable, ProfileTable } from './profiles.tables';

export type ProfileRow = Selectable<ProfileTable>;
export type ProfileProductRow = Selectable<ProfileProductTable>;
export type ProfileImageRow = Selectable<ProfileImageTable>;

/** Profiles, the current choice and products: SQL only (profiles.service.ts holds the rules). */
export const profileRepository = {
  async insert(db: DbOrTrx, row: Insertable<ProfileTable>): Promise<ProfileRow> {
    return db.insertInto('profile').values(row).returningAll().executeTakeFirstOrThrow();
  },

  byXid(db: DbOrTrx, xid: string): Promise<ProfileRow | undefined> {
    return db.selectFrom('profile').selectAll().where('xid', '=', xid).executeTakeFirst();
  },

  /** Several profiles at once (the authors of a page of posts). */
  byXids(db: DbOrTrx, xids: readonly string[]): Promise<ProfileRow[]> {
    if (xids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('profile')
      .selectAll()
      .where('xid', 'in', [...xids])
      .execute();
  },

  byId(db: DbOrTrx, id: number): Promise<ProfileRow | undefined> {
    return db.selectFrom('profile').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A player's profiles, oldest first (the order they made them in). */
  ofUser(db: DbOrTrx, userId: number): Promise<ProfileRow[]> {
    return db.selectFrom('profile').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  },

  async countOfUser(db: DbOrTrx, userId: number): Promise<number> {
    const row = await db
      .selectFrom('profile')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async update(db: DbOrTrx, id: number, patch: Updateable<ProfileTable>): Promise<ProfileRow> {
    return db.updateTable('profile').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },

  async selected(db: DbOrTrx, userId: number): Promise<number | undefined> {
    const row = await db
      .selectFrom('profile_selection')
      .select('profile_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.profile_id;
  },

  async select(db: DbOrTrx, userId: number, profileId: number): Promise<void> {
    await db
      .insertInto('profile_selection')
      .values({ user_id: userId, profile_id: profileId })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ profile_id: profileId }))
      .execute();
  },

  async insertImage(db: DbOrTrx, row: Insertable<ProfileImageTable>): Promise<void> {
    await db.insertInto('profile_image').values(row).execute();
  },

  image(db: DbOrTrx, id: string): Promise<ProfileImageRow | undefined> {
    return db.selectFrom('profile_image').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Newest first: what a creator added last shows first. */
  products(db: DbOrTrx, profileId: number): Promise<ProfileProductRow[]> {
    return db
      .selectFrom('profile_product')
      .selectAll()
      .where('profile_id', '=', profileId)
      .orderBy('id', 'desc')
      .execute();
  },

  async countProducts(db: DbOrTrx, profileId: number): Promise<number> {
    const row = await db
      .selectFrom('profile_product')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('profile_id', '=', profileId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  insertProduct(db: DbOrTrx, row: Insertable<ProfileProductTable>): Promise<ProfileProductRow> {
    return db.insertInto('profile_product').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async deleteProduct(db: DbOrTrx, profileId: number, productId: number): Promise<boolean> {
    const result = await db
      .deleteFrom('profile_product')
      .where('profile_id', '=', profileId)
      .where('id', '=', productId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
