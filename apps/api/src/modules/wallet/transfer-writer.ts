import type { CoinName } from '@app/shared/wallet/coins';
import type { Steps } from '../../db/statement-steps';
import { idempotencyRecord, storeIdempotencyRecord } from './idempotency';
import { postTransactionSteps } from './ledger';
import type { TransferCall, TransferCallOutcome } from './transfer-call.repository';
import { transferHeader, transferLegs } from './transfer-legs';

/**
 * One transfer of a batch in SQLite's write worker (transfer-writer.worker.ts), as statement steps: the
 * same work and answers as a transfer of PostgreSQL's ledger_transfer_batch (transfer-call.repository.ts).
 * A key with a record answers it (`stored`: a replay, or a conflict when the hash differs, which the API
 * thread tells); otherwise the transaction is posted (postTransaction's steps, with the public id the
 * answer already names) and the key's record is written with the answer. A short balance or a balance
 * past the limit throws postTransaction's ApiError, which rolls this item back alone and reaches the
 * caller as it is.
 */
export function* transferCallSteps(call: TransferCall): Steps<TransferCallOutcome> {
  const stored = yield* idempotencyRecord(call.userId, call.key);
  if (stored) return { status: 'stored', hash: stored.request_hash, response: stored.response };
  const legs = transferLegs(call.userId, call.toUserId, call.coin as CoinName, call.amount, call.fee);
  yield* postTransactionSteps(false, transferHeader(call.userId, call.toUserId), legs, call.now, call.publicId);
  yield* storeIdempotencyRecord({
    userId: call.userId,
    key: call.key,
    hash: call.hash,
    response: call.response,
    now: call.now,
  });
  return { status: 'posted' };
}
