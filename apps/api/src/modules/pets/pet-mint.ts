import { pickWeighted } from '@app/shared/fair/weighted-pick';
import { PET_DRAW_FLOATS, type PetRarity, petFromFloats, petOfRarity } from '@app/shared/pets/pet-traits';
import type { DbOrTrx } from '../../db/types';
import type { FairRound } from '../fair';
import { type Pet, petRepository } from './pet.repository';

/** What a mint needs: the paid-for round and where the rarity comes from. */
export interface MintInput {
  /** From newPetId(): the payment's reference names it before the pet exists. */
  publicId: string;
  ownerId: number;
  /** (ownerId, requestKey) is unique among minted pets: a caller's own keys must not collide with draws'. */
  requestKey: string;
  txPublicId: string;
  /** The fair scope of `round` (shown on the pet's page, so anyone knows which pair to verify against). */
  scope: string;
  round: FairRound;
  /**
   * The weights float 0 was read against: a draw's rarity weights, or a prize table's (with `rarity`,
   * the row float 0 picked there). Stored with the pet for the recomputation.
   */
  weights: number[];
  /** Fixed by the caller's prize table (/rollnft); absent: float 0 picks it from `weights` (a draw). */
  rarity?: PetRarity;
  createdAt: number;
}

/**
 * Mints one pet in the caller's write transaction from a fair round's six floats (issue 17): the one way
 * pets come to exist, used by the draw (pets.service.ts) and by other modules' prizes (/rollnft), so a
 * pet's traits always derive the same way (petFromFloats / petOfRarity in @app/shared/pets/pet-traits).
 */
export async function mintPet(trx: DbOrTrx, m: MintInput): Promise<Pet> {
  const floats = await m.round.floats(PET_DRAW_FLOATS);
  const traits =
    m.rarity === undefined
      ? petFromFloats(floats, m.weights, pickWeighted)
      : petOfRarity(floats, m.rarity, pickWeighted);
  await petRepository.insert(trx, {
    publicId: m.publicId,
    ownerId: m.ownerId,
    traits,
    createdAt: m.createdAt,
    origin: {
      drawerId: m.ownerId,
      drawRequestKey: m.requestKey,
      drawTxPublicId: m.txPublicId,
      scope: m.scope,
      seedPairId: m.round.seedPairId,
      serverSeedHash: m.round.serverSeedHash,
      clientSeed: m.round.clientSeed,
      nonce: m.round.nonce,
      rarityWeights: [...m.weights],
    },
  });
  return (await petRepository.byPublicId(trx, m.publicId)) as Pet;
}
