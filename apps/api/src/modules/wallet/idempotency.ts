import { createHash } from 'node:crypto';
import { BodyCode } from '@app/shared';
import type { Transaction } from 'kysely';
import type { CommitQueue } from '../../db/commit-queue';
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

async function replay<T>(db: Db, userId: number, key: string, hash: string): Promise<T | undefined> {
  const row = await db
    .selectFrom('idempotency_record')
    .select(['request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) throw new ApiError(BodyCode.IDEMPOTENCY_CONFLICT);
  if (row.response === null) return undefined;
  return JSON.parse(row.response) as T;
}

/**
 * Runs a money-moving call once per (user, Idempotency-Key). The key's record is written first, in
 * the same transaction as the ledger write and its answer: a concurrent duplicate waits on it (the
 * unique key) and then replays the stored answer; a crash leaves either everything or nothing. The
 * same key with another body is IDEMPOTENCY_CONFLICT. A call that fails leaves no record, so it can
 * be retried with the same key. It runs as one item of the commit queue's batch (its own savepoint):
 * a copy of the key later in the same batch sees the record and replays it.
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
  try {
    return await queue.run(async (trx) => {
      const seen = await trx
        .selectFrom('idempotency_record')
        .select(['request_hash', 'response'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (seen) {
        if (seen.request_hash !== hash) throw new ApiError(BodyCode.IDEMPOTENCY_CONFLICT);
        return JSON.parse(seen.response ?? 'null') as T;
      }
      await trx
        .insertInto('idempotency_record')
        .values({ user_id: userId, key, request_hash: hash, response: null, created_at: now() })
        .execute();
      const result = await work(trx);
      await trx
        .updateTable('idempotency_record')
        .set({ response: JSON.stringify(result) })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
      return result;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const stored = await replay<T>(db, userId, key, hash);
    if (stored === undefined) throw error;
    return stored;
  }
}
