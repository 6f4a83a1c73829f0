import { createHash, randomBytes } from 'node:crypto';
import { roundFloats } from '@app/shared/fair/derivation';
import type { SeedState } from '@app/shared/fair/seed-contracts';
import type { Db, DbOrTrx } from '../../db/types';
import type { SecretBox } from '../../lib/secret-box';
import {
  currentPair,
  insertCurrent,
  lastRevealed,
  type NewSeedPair,
  pairById,
  revealCurrent,
  type SeedPairRow,
  storeRevealedSeed,
  takeNonce,
} from './fair.repository';

/** What a game round gets from beginRound: the committed pair, its nonce, and the round's floats. */
export interface FairRound {
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /**
   * The round's first `count` floats (docs/fairness.md). A function, so the server seed stays inside
   * this module until the pair is revealed.
   */
  floats(count: number): Promise<number[]>;
}

/** A revealed pair, for verifying past rounds (round history links to seedPairId). */
export interface RevealedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  rounds: number;
}

const SERVER_SEED_BYTES = 32;
const CLIENT_SEED_BYTES = 8;

/** Scope names as the column holds them; a caller's typo must fail loudly, not open a silent new sequence. */
const SCOPE_NAME = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * A new pair, its server seed sealed (lib/secret-box.ts) under the config key and bound to its own
 * hash: a current seed is stored only sealed, and written in clear when it is revealed.
 */
function freshPair(box: SecretBox, userId: number, scope: string, clientSeed?: string): NewSeedPair {
  if (!SCOPE_NAME.test(scope)) throw new Error(`Not a fair scope name: ${scope}`);
  const serverSeed = randomBytes(SERVER_SEED_BYTES).toString('hex');
  const serverSeedHash = createHash('sha256').update(serverSeed).digest('hex');
  return {
    userId,
    scope,
    serverSeed: box.seal(serverSeedHash, serverSeed),
    serverSeedHash,
    clientSeed: clientSeed ?? randomBytes(CLIENT_SEED_BYTES).toString('hex'),
    nowMs: Date.now(),
  };
}

/**
 * Provably fair seed pairs per user and scope (issue 12, docs/fairness.md): commit a server seed's hash
 * before play, hand each round the next nonce, reveal on rotation.
 */
export class FairService {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  /**
   * Takes the next nonce of the player's current pair (creating the pair on the first round) inside
   * the caller's write transaction, so a round that rolls back gives its nonce back.
   */
  async beginRound(trx: DbOrTrx, userId: number, scope: string): Promise<FairRound> {
    const row = await takeNonce(trx, freshPair(this.box, userId, scope));
    const nonce = Number(row.next_nonce) - 1;
    const serverSeed = this.box.open(row.server_seed_hash, row.server_seed);
    const clientSeed = row.client_seed;
    return {
      seedPairId: Number(row.id),
      serverSeedHash: row.server_seed_hash,
      clientSeed,
      nonce,
      floats: (count) => roundFloats({ serverSeed, clientSeed, nonce, count }),
    };
  }

  /** The current pair's public part and the last revealed pair. */
  async seedState(userId: number, scope: string): Promise<SeedState> {
    const current = await currentPair(this.db, freshPair(this.box, userId, scope));
    return this.stateOf(scope, current, await lastRevealed(this.db, userId, scope));
  }

  /** Reveals the current server seed and commits a new one; the client seed stays unless one is given. */
  async rotate(userId: number, scope: string, clientSeed?: string): Promise<SeedState> {
    return this.db.transaction().execute(async (trx) => {
      const sealed = await revealCurrent(trx, userId, scope, Date.now());
      // A revealed seed is public: stored in clear, so past rounds verify whatever becomes of the key.
      const revealed =
        sealed && (await storeRevealedSeed(trx, sealed.id, this.box.open(sealed.server_seed_hash, sealed.server_seed)));
      const next = await insertCurrent(trx, freshPair(this.box, userId, scope, clientSeed ?? revealed?.client_seed));
      return this.stateOf(scope, next, revealed ?? (await lastRevealed(trx, userId, scope)));
    });
  }

  /** A new client seed starts a new pair: the old server seed is revealed, so no nonce is ever reused. */
  async setClientSeed(userId: number, scope: string, clientSeed: string): Promise<SeedState> {
    return this.rotate(userId, scope, clientSeed);
  }

  /** A pair's seeds once revealed; undefined while it is current (its seed is still secret) or unknown. */
  async serverSeedOf(seedPairId: number): Promise<RevealedPair | undefined> {
    const row = await pairById(this.db, seedPairId);
    if (!row || row.revealed_at === null) return undefined;
    return {
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      rounds: Number(row.next_nonce),
    };
  }

  private stateOf(scope: string, current: SeedPairRow, previous?: SeedPairRow): SeedState {
    return {
      scope: scope as SeedState['scope'],
      current: {
        server_seed_hash: current.server_seed_hash,
        client_seed: current.client_seed,
        nonce: Number(current.next_nonce),
      },
      previous:
        previous && previous.revealed_at !== null
          ? {
              server_seed: previous.server_seed,
              server_seed_hash: previous.server_seed_hash,
              client_seed: previous.client_seed,
              rounds: Number(previous.next_nonce),
              revealed_at: Number(previous.revealed_at),
            }
          : null,
    };
  }
}
