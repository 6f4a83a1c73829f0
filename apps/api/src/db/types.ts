import type { Generated, Kysely, Transaction } from 'kysely';

/**
 * Table types. Timestamps are unix milliseconds in BIGINT columns; repositories convert them with
 * Number() because PostgreSQL's driver hands BIGINT back as a string. Money columns (later issues)
 * are BIGINT base units and are converted with BigInt(), never Number().
 */
export interface GameTabTable {
  id: Generated<number>;
  code: string;
  sort: number;
}

export interface ProductTable {
  id: Generated<number>;
  code: string;
  title: string;
  description: string;
  product_type: string;
  color: string;
  players: number;
  /** USD cents. */
  reward_usd_cents: number;
  created_at: number | string;
}

export interface GameTabProductTable {
  tab_id: number;
  product_id: number;
  sort: number;
}

/** Timestamps: unix ms; BIGINT comes back as a string from PostgreSQL, hence the union. */
type Ms = number | string;

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

/** BIGINT money columns: bigint in code; pg hands them back as strings, SQLite as numbers/bigints. */
type Money = bigint | number | string;

export interface CoinTable {
  code: string;
  decimals: number;
  /** USDT per one whole coin, times 1e12. */
  usdt_price_e12: Money;
  updated_at: Ms;
}

export interface LedgerAccountTable {
  id: Generated<number>;
  user_id: number | null;
  system_name: string | null;
  coin: string;
  balance: Generated<Money>;
  allow_negative: Generated<number>;
  created_at: Ms;
}

export interface LedgerTxTable {
  id: Generated<number>;
  kind: string;
  reason: string;
  reference: Generated<string>;
  user_id: number | null;
  counterparty_user_id: number | null;
  created_at: Ms;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  tx_id: number;
  account_id: number;
  coin: string;
  amount: Money;
  /** 'main', or 'fee' for the fee leg of a transfer or swap (history shows it apart). */
  role: Generated<string>;
  balance_before: Money;
  balance_after: Money;
  created_at: Ms;
}

export interface LedgerHoldTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  amount: Money;
  status: string;
  reason: string;
  reference: Generated<string>;
  expires_at: Ms;
  created_tx_id: number;
  settled_tx_id: number | null;
  created_at: Ms;
}

export interface IdempotencyRecordTable {
  user_id: number;
  key: string;
  request_hash: string;
  response: string | null;
  created_at: Ms;
}

export interface AnalyticsEventTable {
  id: Generated<number>;
  app_name: string;
  event_id: string;
  event_name: string;
  session_id: string;
  user_id: string;
  platform: string;
  locale: string;
  is_premium: number;
  start_param: string;
  /** JSON text. */
  custom_data: string;
  client_ts: Ms;
  received_at: Ms;
  /** YYYY-MM-DD (UTC) of received_at: the report groups by it on both databases. */
  received_day: string;
}

/** The task service's profile of a user (POST /cpl/init). */
export interface TaskProfileTable {
  user_id: number;
  first_init_at: Ms;
  last_init_at: Ms;
  init_count: number;
}

export interface DB {
  analytics_event: AnalyticsEventTable;
  coin: CoinTable;
  ledger_account: LedgerAccountTable;
  ledger_tx: LedgerTxTable;
  ledger_entry: LedgerEntryTable;
  ledger_hold: LedgerHoldTable;
  idempotency_record: IdempotencyRecordTable;
  app_user: AppUserTable;
  user_identity: UserIdentityTable;
  user_session: UserSessionTable;
  otp_code: OtpCodeTable;
  rate_counter: RateCounterTable;
  used_nonce: UsedNonceTable;
  game_tab: GameTabTable;
  product: ProductTable;
  game_tab_product: GameTabProductTable;
  task_profile: TaskProfileTable;
}

export type Db = Kysely<DB>;
/** Repositories take either the database or an open transaction. */
export type DbOrTrx = Kysely<DB> | Transaction<DB>;
export type DatabaseKind = 'sqlite' | 'postgres';
