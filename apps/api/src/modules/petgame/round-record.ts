import type { FairRound } from '../fair';

/** The fair round a play or roll used: the pair, its hash, client seed and nonce, and the weights float 0 read. */
export interface RoundRecord {
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  weights: number[];
}

/** The round's columns, as petgame_play and petgame_roll both store them (migration 0037). */
interface RoundColumns {
  seed_pair_id: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  weights: string;
}

export const roundRecord = (round: FairRound, weights: readonly number[]): RoundRecord => ({
  seedPairId: round.seedPairId,
  serverSeedHash: round.serverSeedHash,
  clientSeed: round.clientSeed,
  nonce: round.nonce,
  weights: [...weights],
});

export const roundOfRow = (r: RoundColumns): RoundRecord => ({
  seedPairId: Number(r.seed_pair_id),
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: Number(r.nonce),
  weights: JSON.parse(r.weights) as number[],
});

export const roundColumns = (r: RoundRecord): RoundColumns => ({
  seed_pair_id: r.seedPairId,
  server_seed_hash: r.serverSeedHash,
  client_seed: r.clientSeed,
  nonce: r.nonce,
  weights: JSON.stringify(r.weights),
});
