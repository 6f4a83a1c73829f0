import type { Generated } from 'kysely';
import type { Ms } from '../../db/column-types';

export interface AppUserTable {
  id: Generated<number>;
  username: string;
  /** scrypt, "scrypt$N$r$p$salt$hash" (base64url); null for accounts without a password. */
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  language_code: Generated<string>;
  is_premium: Generated<number>;
  photo_url: Generated<string>;
  /** E.164; unique when bound. */
  phone: string | null;
  media_source: Generated<string>;
  referrer_id: number | null;
  start_param: Generated<string>;
  newbie_guide: Generated<string>;
  login_type: string;
  invite_code: string;
  /** 1: abnormal status, every authenticated call answers ACCOUNT_ABNORMAL. */
  abnormal: Generated<number>;
  vip_exp: Generated<number>;
  wallet_addr: Generated<string>;
  wallet_addr_sol: Generated<string>;
  created_at: Ms;
}

export interface UserIdentityTable {
  id: Generated<number>;
  user_id: number;
  /** 'tg' or a configured OAuth provider's media_type. */
  provider: string;
  subject: string;
  account_name: Generated<string>;
  access_token: string | null;
  token_expires_at: Generated<Ms>;
  created_at: Ms;
}

export interface UserSessionTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the User-Secret-Key; the key itself is never stored. */
  token_hash: string;
  login_type: string;
  platform: string;
  device_id: Generated<string>;
  ip: Generated<string>;
  created_at: Ms;
  last_used_at: Ms;
  /** When the user last proved who they are (a login); drives code 1010. */
  verified_at: Ms;
  ended_at: Ms | null;
}

/** One row (id 1): bumped by triggers when a session may have ended or changed (migration 0008). */
export interface AuthEpochTable {
  id: number;
  value: number;
}

export interface OtpCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  /** sha256 hex of phone, purpose and code. */
  code_hash: string;
  attempts: Generated<number>;
  created_at: Ms;
  expires_at: Ms;
  consumed_at: Ms | null;
}

export interface RateCounterTable {
  key: string;
  count: number;
  reset_at: Ms;
}

export interface UsedNonceTable {
  scope: string;
  nonce: string;
  expires_at: Ms;
}

/** A change of a bound phone (issue 21): the audit trail of who can reach the account. */
export interface PhoneChangeTable {
  id: Generated<number>;
  user_id: number;
  old_phone: string;
  new_phone: string;
  /** 'code' (/user/bind_phone) or 'contact' (/tg/auth_contact). */
  way: string;
  /** The session that made the change; the user's other sessions ended with it. */
  session_id: number;
  ip: string;
  created_at: Ms;
}

/** A messenger init data that signed in (issue 21): one live session per init data. */
export interface UsedInitDataTable {
  /** sha256 (hex) of its signed content without hash and signature (init-data.ts). */
  proof: string;
  tg_user_id: number;
  /** The session it issued; the claim holds while that session is live. Null inside its own sign-in. */
  session_id: number | null;
  /** auth_date + the validity window: after that the init data is refused as expired anyway. */
  expires_at: Ms;
}

/** The auth module's tables: users, their identities and sessions, one-time codes, counters and nonces. */
export interface AuthTables {
  app_user: AppUserTable;
  user_identity: UserIdentityTable;
  user_session: UserSessionTable;
  otp_code: OtpCodeTable;
  rate_counter: RateCounterTable;
  used_nonce: UsedNonceTable;
  phone_change: PhoneChangeTable;
  used_init_data: UsedInitDataTable;
  auth_epoch: AuthEpochTable;
}
