import type { PetgamePorts } from './petgame.ports';
import type { RoundRecord } from './round-record';

/** A stored round as answered: the seed appears once the player has rotated the pair (docs/fairness.md). */
export async function roundView(fair: PetgamePorts['fair'], scope: string, r: RoundRecord) {
  const revealed = await fair.serverSeedOf(r.seedPairId);
  return {
    scope,
    seed_pair_id: r.seedPairId,
    server_seed_hash: r.serverSeedHash,
    client_seed: r.clientSeed,
    nonce: r.nonce,
    server_seed: revealed?.serverSeed ?? null,
    weights: r.weights,
  };
}
