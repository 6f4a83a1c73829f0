import type { FairRound } from '../fair';
import type { RoundColumns } from './petgame.tables';

/** The fair round a play or roll used: the pair, its hash, client seed and nonce, and the weights float 0 read. */
export interface RoundRecord {
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  weights: number[];
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
