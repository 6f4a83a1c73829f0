import { createHash } from 'node:crypto';
import { BodyCode } from '@app/shared';
import type { Transaction } from 'kysely';
import type { CommitQueue } from '../../db/commit-queue';
import { compiledQuery } from '../../db/compiled-query';
import { awaited, rowsOf, runSteps, type Steps } from '../../db/statement-steps';
import type { DB, Db } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, invalidField } from '../../lib/api-error';

/** Idempotency-Key: 8-128 characters of a UUID, ULID or similar. */
const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const key = headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY.test(key)) {
    throw invalidField('Idempotency-Key', 'is required on calls that move money (8-128 letters, digits, _ . : -)');
  }
  return key;
}

/** JSON with sorted keys: the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${path}\n${canonical(body)}`)
    .digest('hex');
}

const findRecord = compiledQuery((db, v: { userId: number; key: string }) =>
  db
    .selectFrom('idempotency_record')
    .select(['request_hash', 'response'])
    .where('user_id', '=', v.userId)
    .where('key', '=', v.key),
);

const insertRecord = compiledQuery(
  (db, v: { userId: number; key: string; hash: string; response: string; now: number }) =>
    db.insertInto('idempotency_record').values({
      user_id: v.userId,
      key: v.key,
      request_hash: v.hash,
      response: v.response,
      created_at: v.now,
    }),
);

/** The key's record (its request hash and stored answer, JSON), or undefined. */
export function* idempotencyRecord(
  userId: number,
  key: string,
): Steps<{ request_hash: string; response: string | null } | undefined> {
  const [row] = yield* rowsOf(findRecord.with({ userId, key }));
  return row;
}

/** Writes the key's record with the call's answer (JSON), in the transaction of the call's ledger write. */
export function* storeIdempotencyRecord(record: {
  userId: number;
  key: string;
  hash: string;
  response: string;
  now: number;
}): Steps<void> {
  yield* rowsOf(insertRecord.with(record));
}

/** The stored answer of the key, IDEMPOTENCY_CONFLICT when it was used with another body, or undefined. */
function* storedAnswer<T>(userId: number, key: string, hash: string): Steps<{ answer: T } | undefined> {
  const row = yield* idempotencyRecord(userId, key);
  if (!row) return undefined;
  if (row.request_hash !== hash) throw new ApiError(BodyCode.IDEMPOTENCY_CONFLICT);
  return { answer: JSON.parse(row.response ?? 'null') as T };
}

/**
 * Runs a money-moving call once per (user, Idempotency-Key). The key's record is written with the
 * call's answer at the end of the same transaction as the ledger write (one insert): a crash leaves
 * either both or neither. A key seen before replays its stored answer; with another body it is
 * IDEMPOTENCY_CONFLICT. A call that fails leaves no record, so it can be retried with the same key.
 * It runs as one item of the commit queue's batch (its own savepoint on SQLite): a copy of the key
 * later in the same batch sees the record and replays it. A copy running at the same moment in a
 * parallel transaction (PostgreSQL) waits at the record's insert for the first to commit, fails on
 * the unique key, is rolled back whole (its ledger write too) and replays the first one's answer.
 */
export async function withIdempotency<T>(
  queue: CommitQueue,
  db: Db,
  userId: number,
  key: string,
  hash: string,
  work: (trx: Transaction<DB>) => Promise<T>,
  now: () => number = () => Date.now(),
): Promise<T> {
  function* once(): Steps<T> {
    const seen = yield* storedAnswer<T>(userId, key, hash);
    if (seen) return seen.answer;
    const result = yield* awaited(work);
    yield* storeIdempotencyRecord({ userId, key, hash, response: JSON.stringify(result), now: now() });
    return result;
  }
  try {
    return await queue.run((trx) => runSteps(trx, once()));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const stored = await runSteps(db, storedAnswer<T>(userId, key, hash));
    if (stored === undefined) throw error;
    return stored.answer;
  }
}
