import type { DbOrTrx } from '../../db/types';

export interface ConnectionRow {
  userId: number;
  mediaType: string;
  account: string;
  accessSealed: string;
  refreshSealed: string | null;
  expiresAt: number;
}

export interface ConnectionWrite extends ConnectionRow {
  now: number;
}

// biome-ignore lint/suspicious/noExplicitAny: one row mapper for selectAll() of social_connection on both drivers
function connection(row: any): ConnectionRow {
  return {
    userId: Number(row.user_id),
    mediaType: row.media_type,
    account: row.account,
    accessSealed: row.access_sealed,
    refreshSealed: row.refresh_sealed,
    expiresAt: Number(row.expires_at),
  };
}

/** SQL of the players' network connections and the mini app's client auth info. */
export const connectionRepository = {
  async of(db: DbOrTrx, userId: number, mediaType: string): Promise<ConnectionRow | undefined> {
    const row = await db
      .selectFrom('social_connection')
      .selectAll()
      .where('user_id', '=', userId)
      .where('media_type', '=', mediaType)
      .executeTakeFirst();
    return row ? connection(row) : undefined;
  },

  async byAccount(db: DbOrTrx, mediaType: string, account: string): Promise<ConnectionRow | undefined> {
    const row = await db
      .selectFrom('social_connection')
      .selectAll()
      .where('media_type', '=', mediaType)
      .where('account', '=', account)
      .executeTakeFirst();
    return row ? connection(row) : undefined;
  },

  /** Inserts or replaces the player's connection to the network (a reconnect may bring another account). */
  async save(db: DbOrTrx, c: ConnectionWrite): Promise<void> {
    await db
      .insertInto('social_connection')
      .values({
        user_id: c.userId,
        media_type: c.mediaType,
        account: c.account,
        access_sealed: c.accessSealed,
        refresh_sealed: c.refreshSealed,
        expires_at: c.expiresAt,
        created_at: c.now,
        updated_at: c.now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'media_type']).doUpdateSet({
          account: c.account,
          access_sealed: c.accessSealed,
          refresh_sealed: c.refreshSealed,
          expires_at: c.expiresAt,
          updated_at: c.now,
        }),
      )
      .execute();
  },

  /** A refresh's new tokens, only onto the account they were issued for. */
  async updateTokens(db: DbOrTrx, c: ConnectionWrite): Promise<void> {
    await db
      .updateTable('social_connection')
      .set({
        access_sealed: c.accessSealed,
        refresh_sealed: c.refreshSealed,
        expires_at: c.expiresAt,
        updated_at: c.now,
      })
      .where('user_id', '=', c.userId)
      .where('media_type', '=', c.mediaType)
      .where('account', '=', c.account)
      .execute();
  },

  async remove(db: DbOrTrx, userId: number, mediaType: string): Promise<void> {
    await db
      .deleteFrom('social_connection')
      .where('user_id', '=', userId)
      .where('media_type', '=', mediaType)
      .execute();
  },

  async saveClientAuth(db: DbOrTrx, userId: number, platform: string, info: string, now: number): Promise<void> {
    await db
      .insertInto('social_client_auth')
      .values({ user_id: userId, platform, info, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'platform']).doUpdateSet({ info, updated_at: now }))
      .execute();
  },
};
