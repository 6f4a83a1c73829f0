import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { FairSeedPairTable } from './fair.tables';

export type SeedPairRow = Selectable<FairSeedPairTable>;

export interface NewSeedPair {
  userId: number;
  scope: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nowMs: number;
}

const CURRENT = 1;

function newRow(pair: NewSeedPair, nextNonce: number) {
  return {
    user_id: pair.userId,
    scope: pair.scope,
    server_seed: pair.serverSeed,
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
    next_nonce: nextNonce,
    current_slot: CURRENT,
    created_at: pair.nowMs,
  };
}

/**
 * Takes the next nonce of the current pair, creating the pair (with `fresh`) when there is none, in
 * one upsert: the row lock (PostgreSQL) or the single writer (SQLite) makes concurrent callers get
 * distinct nonces. Returns the row after the increment; the caller's nonce is next_nonce - 1.
 */
export async function takeNonce(db: DbOrTrx, fresh: NewSeedPair): Promise<SeedPairRow> {
  return db
    .insertInto('fair_seed_pair')
    .values(newRow(fresh, 1))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'scope', 'current_slot'])
        .doUpdateSet((eb) => ({ next_nonce: eb('fair_seed_pair.next_nonce', '+', 1) })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The current pair, created with `fresh` when there is none (a concurrent creator's row wins). */
export async function currentPair(db: DbOrTrx, fresh: NewSeedPair): Promise<SeedPairRow> {
  await db
    .insertInto('fair_seed_pair')
    .values(newRow(fresh, 0))
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'current_slot']).doNothing())
    .execute();
  return db
    .selectFrom('fair_seed_pair')
    .selectAll()
    .where('user_id', '=', fresh.userId)
    .where('scope', '=', fresh.scope)
    .where('current_slot', '=', CURRENT)
    .executeTakeFirstOrThrow();
}

/** Marks the current pair revealed; undefined when the player has none yet. */
export async function revealCurrent(
  db: DbOrTrx,
  userId: number,
  scope: string,
  nowMs: number,
): Promise<SeedPairRow | undefined> {
  return db
    .updateTable('fair_seed_pair')
    .set({ current_slot: null, revealed_at: nowMs })
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .where('current_slot', '=', CURRENT)
    .returningAll()
    .executeTakeFirst();
}

/** Writes a just-revealed pair's server seed in clear (it was sealed while current). */
export async function storeRevealedSeed(db: DbOrTrx, id: number, serverSeed: string): Promise<SeedPairRow> {
  return db
    .updateTable('fair_seed_pair')
    .set({ server_seed: serverSeed })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertCurrent(db: DbOrTrx, pair: NewSeedPair): Promise<SeedPairRow> {
  return db.insertInto('fair_seed_pair').values(newRow(pair, 0)).returningAll().executeTakeFirstOrThrow();
}

export async function lastRevealed(db: DbOrTrx, userId: number, scope: string): Promise<SeedPairRow | undefined> {
  return db
    .selectFrom('fair_seed_pair')
    .selectAll()
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .where('revealed_at', 'is not', null)
    .orderBy('revealed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function pairById(db: DbOrTrx, id: number): Promise<SeedPairRow | undefined> {
  return db.selectFrom('fair_seed_pair').selectAll().where('id', '=', id).executeTakeFirst();
}
