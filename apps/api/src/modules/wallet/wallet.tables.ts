import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

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
  /** The id users see (a ULID, tx-public-id.ts); `id` stays the ledger's own key. */
  public_id: string;
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

/** The wallet's tables: the price table, the double-entry ledger, holds and idempotency records. */
export interface WalletTables {
  coin: CoinTable;
  ledger_account: LedgerAccountTable;
  ledger_tx: LedgerTxTable;
  ledger_entry: LedgerEntryTable;
  ledger_hold: LedgerHoldTable;
  idempotency_record: IdempotencyRecordTable;
}
