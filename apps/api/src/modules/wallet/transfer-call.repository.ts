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

const SQL = 'select stored_hash, stored_response from ledger_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)';

/**
 * PostgreSQL: the whole transfer with its idempotency record in one statement, its own transaction
 * (one round trip). Answers undefined when it posted the transfer, else the key's stored record.
 */
export async function callLedgerTransfer(
  db: Db,
  c: TransferCall,
): Promise<{ hash: string; response: string | null } | undefined> {
  const parameters = [
    c.userId,
    c.key,
    c.hash,
    c.response,
    c.toUserId,
    c.coin,
    c.amount,
    c.fee,
    c.publicId,
    c.now,
    MAX_UNITS,
  ];
  const { rows } = await withRetries(() =>
    db.executeQuery<{ stored_hash: string; stored_response: string | null }>(CompiledQuery.raw(SQL, parameters)),
  );
  const [row] = rows;
  return row && { hash: row.stored_hash, response: row.stored_response };
}
