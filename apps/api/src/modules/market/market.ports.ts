import type { PetView } from '@app/shared/pets/pet-contracts';
import type { CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import type { PetItems, PetPayment } from '../pets';

/** What the market needs from the other modules, filled by the composition root (compose.ts). */
export interface MarketPorts {
  /** Pets as items: lock while listed, unlock when withdrawn, moveLocked at a sale (pets/pet-items.ts). */
  items: Pick<PetItems, 'lock' | 'unlock' | 'moveLocked'>;
  /** A pet's public card (species, rarity, picture); PET_NOT_FOUND when there is none. */
  pet: (publicId: string) => Promise<PetView>;
  /** A sale's payment, as pets pay theirs: the price from the buyer, the fee to fees, the rest to the seller. */
  pay: PetPayment;
  /** A bid's coins held (wallet holds) until outbid or the auction settles; answers the hold's id. */
  hold: (
    trx: DbOrTrx,
    p: { userId: number; coin: CoinName; amount: bigint; reference: string; ttlMs: number },
  ) => Promise<number>;
  /** The winning hold to the seller, `fee` of it to the fees account; false when no longer pending. */
  captureHold: (trx: DbOrTrx, holdId: number, sellerId: number, fee: bigint) => Promise<boolean>;
  /** An outbid hold back to its bidder; false when no longer pending. */
  releaseHold: (trx: DbOrTrx, holdId: number) => Promise<boolean>;
  /** Players' display names (missing ids are absent). */
  names: (userIds: readonly number[]) => Promise<Map<number, string>>;
}
