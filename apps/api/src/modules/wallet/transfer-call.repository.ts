import { CompiledQuery } from 'kysely';
import { withRetries } from '../../db/transaction';
import type { Db } from '../../db/types';
import { MAX_UNITS } from './money';

/** SQLSTATEs ledger_transfer raises (migration 0008_ledger_transfer). */
export const LEDGER_TRANSFER_SHORT = 'LB001';
export const LEDGER_TRANSFER_TOO_LARGE = 'LB002';

export interface TransferCall {
  userId: number;
  key: string;
  hash: string;
  /** The answer stored with the key, JSON. */
  response: string;
  toUserId: number;
  coin: string;
  amount: bigint;
  fee: bigint;
  publicId: string;
  now: number;
}

/** One item's outcome in a batch call (migration 0023_ledger_transfer_batch). */
export type TransferCallOutcome =
  | { status: 'posted' }
  /** The key already had a record: a replay when the hash is the call's, else a conflict. */
  | { status: 'stored'; hash: string; response: string | null }
  /** The item was refused and changed nothing: LB001 (short balance) or LB002 (past the exact-integer limit). */
  | { status: 'failed'; code: string; message: string };

const SQL = `select item, status, stored_hash, stored_response from ledger_transfer_batch(
  $1::integer[], $2::varchar[], $3::varchar[], $4::text[], $5::integer[], $6::varchar[], $7::bigint[], $8::bigint[],
  $9::varchar[], $10::bigint[], $11)`;

interface Row {
  item: number;
  status: string;
  stored_hash: string | null;
  stored_response: string | null;
}

/**
 * PostgreSQL: a batch of transfers, each with its idempotency record, in one call: one round trip,
 * one transaction, one commit. Answers one outcome per call, in order; a deadlock or serialization
 * failure retries the whole call (nothing of it was committed).
 */
export async function callLedgerTransferBatch(db: Db, calls: readonly TransferCall[]): Promise<TransferCallOutcome[]> {
  const column = <K extends keyof TransferCall>(key: K) => calls.map((c) => c[key]);
  const parameters = [
    column('userId'),
    column('key'),
    column('hash'),
    column('response'),
    column('toUserId'),
    column('coin'),
    // node-postgres writes array elements with String(); bigints as text keep every digit.
    column('amount').map(String),
    column('fee').map(String),
    column('publicId'),
    column('now'),
    MAX_UNITS,
  ];
  const { rows } = await withRetries(() => db.executeQuery<Row>(CompiledQuery.raw(SQL, parameters)));
  const outcomes = new Array<TransferCallOutcome>(calls.length);
  for (const row of rows) outcomes[row.item - 1] = outcomeOf(row);
  if (rows.length !== calls.length || outcomes.some((o) => o === undefined)) {
    throw new Error(`ledger_transfer_batch answered ${rows.length} rows for ${calls.length} transfers`);
  }
  return outcomes;
}

function outcomeOf(row: Row): TransferCallOutcome {
  if (row.status === 'posted') return { status: 'posted' };
  if (row.status === 'stored') return { status: 'stored', hash: row.stored_hash ?? '', response: row.stored_response };
  return { status: 'failed', code: row.status, message: row.stored_response ?? '' };
}
