import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../../db/types';
import type { AppUserTable } from '../auth.tables';

const USER_COLUMNS = [
  'id',
  'username',
  'password_hash',
  'first_name',
  'last_name',
  'language_code',
  'is_premium',
  'photo_url',
  'phone',
  'media_source',
  'referrer_id',
  'newbie_guide',
  'login_type',
  'invite_code',
  'abnormal',
  'vip_exp',
  'wallet_addr',
  'wallet_addr_sol',
  'created_at',
] as const;

type RawUserRow = Pick<Selectable<AppUserTable>, (typeof USER_COLUMNS)[number]>;

/** A user as the services see it: numbers and booleans, whichever database answered. */
export interface UserRow
  extends Omit<RawUserRow, 'id' | 'created_at' | 'is_premium' | 'abnormal' | 'vip_exp' | 'referrer_id'> {
  id: number;
  created_at: number;
  is_premium: boolean;
  abnormal: boolean;
  vip_exp: number;
  referrer_id: number | null;
}

export interface ProfileColumns {
  first_name?: string;
  last_name?: string;
  language_code?: string;
  photo_url?: string;
  is_premium?: number;
}

function normalise(row: RawUserRow): UserRow {
  return {
    ...row,
    id: Number(row.id),
    created_at: Number(row.created_at),
    is_premium: Number(row.is_premium) === 1,
    abnormal: Number(row.abnormal) === 1,
    vip_exp: Number(row.vip_exp),
    referrer_id: row.referrer_id === null ? null : Number(row.referrer_id),
  };
}

/** SQL of app_user and user_identity. */
export const accountRepository = {
  async findById(db: DbOrTrx, id: number) {
    const row = await db.selectFrom('app_user').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && normalise(row);
  },

  async findByPhone(db: DbOrTrx, phone: string) {
    const row = await db.selectFrom('app_user').select(USER_COLUMNS).where('phone', '=', phone).executeTakeFirst();
    return row && normalise(row);
  },

  async findByUsername(db: DbOrTrx, username: string) {
    const row = await db
      .selectFrom('app_user')
      .select(USER_COLUMNS)
      .where('username', '=', username)
      .executeTakeFirst();
    return row && normalise(row);
  },

  async findByInviteCode(db: DbOrTrx, inviteCode: string) {
    const row = await db.selectFrom('app_user').select(['id']).where('invite_code', '=', inviteCode).executeTakeFirst();
    return row ? Number(row.id) : undefined;
  },

  async usernameTaken(db: DbOrTrx, username: string): Promise<boolean> {
    const row = await db.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Inserts the user under `id`; false when another user has that id (the caller draws another). The
   * id conflict is absorbed by the statement, so a PostgreSQL transaction survives it.
   */
  async insertWithId(db: DbOrTrx, id: number, user: Omit<Insertable<AppUserTable>, 'id'>): Promise<boolean> {
    const row = await db
      .insertInto('app_user')
      .values({ ...user, id })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  async updateProfile(db: DbOrTrx, id: number, profile: ProfileColumns): Promise<void> {
    if (Object.keys(profile).length === 0) return;
    await db.updateTable('app_user').set(profile).where('id', '=', id).execute();
  },

  /** Sets the user's phone; whether it may is the phone binding rule's (phone/phone-binding.service.ts). */
  async setPhone(db: DbOrTrx, id: number, phone: string): Promise<boolean> {
    const result = await db.updateTable('app_user').set({ phone }).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async setSolanaAddress(db: DbOrTrx, id: number, address: string): Promise<void> {
    await db.updateTable('app_user').set({ wallet_addr_sol: address }).where('id', '=', id).execute();
  },

  async setPassword(db: DbOrTrx, id: number, passwordHash: string): Promise<void> {
    await db.updateTable('app_user').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  },

  async findIdentity(db: DbOrTrx, provider: string, subject: string) {
    const row = await db
      .selectFrom('user_identity')
      .select(['id', 'user_id', 'account_name', 'created_at'])
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return (
      row && {
        id: Number(row.id),
        userId: Number(row.user_id),
        accountName: row.account_name,
        createdAt: Number(row.created_at),
      }
    );
  },

  async listIdentities(db: DbOrTrx, userId: number) {
    const rows = await db
      .selectFrom('user_identity')
      .select(['provider', 'subject', 'account_name', 'created_at'])
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
  },

  async insertIdentity(
    db: DbOrTrx,
    identity: { user_id: number; provider: string; subject: string; account_name: string; now: number },
  ): Promise<void> {
    await db
      .insertInto('user_identity')
      .values({
        user_id: identity.user_id,
        provider: identity.provider,
        subject: identity.subject,
        account_name: identity.account_name,
        created_at: identity.now,
      })
      .execute();
  },

  /** Keeps the provider's token for later calls on the user's behalf (social follow checks). */
  async saveIdentityToken(
    db: DbOrTrx,
    provider: string,
    subject: string,
    accessToken: string,
    expiresAt: number,
  ): Promise<void> {
    await db
      .updateTable('user_identity')
      .set({ access_token: accessToken, token_expires_at: expiresAt })
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .execute();
  },
};
