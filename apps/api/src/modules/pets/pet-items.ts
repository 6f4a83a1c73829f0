import { BodyCode } from '@app/shared';
import { levelOf, type PetTraits } from '@app/shared/pets/pet-traits';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { isRented, petRepository } from './pet.repository';
import { PET_RULES } from './pet-rules';

/** A pet as its keeper uses it (PetItems.keeping). */
export interface KeptPet {
  id: number;
  publicId: string;
  traits: PetTraits;
  level: number;
  keeperId: number;
  lockedBy: string | null;
}

/**
 * Pets as items other modules trade (the market, issue 17 item 2): who owns one, and a lock that takes
 * it out of transfer and rent while a listing or auction holds it. Every method works in the caller's
 * transaction, so a sale moves the coins (its own ledger transaction) and the pet in one commit. Lock
 * ledger accounts first, then the pet (as pets' own acts do), so concurrent acts never wait in a circle.
 */
export class PetItems {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The owner, whether it is free to list (not rented out, not locked) and who holds a lock. */
  async state(publicId: string, db: DbOrTrx = this.db) {
    const pet = await petRepository.byPublicId(db, publicId);
    if (!pet) return undefined;
    return {
      ownerId: pet.ownerId,
      rented: isRented(pet, this.now()),
      lockedBy: pet.lockedBy,
    };
  }

  /**
   * Who keeps the pet at this moment (its renter during a rental, else its owner: the one who feeds and
   * plays it), with its look and level, for games that reward keeping a pet (/petGame). Unknown: undefined.
   */
  async keeping(publicId: string, db: DbOrTrx = this.db): Promise<KeptPet | undefined> {
    const pet = await petRepository.byPublicId(db, publicId);
    if (!pet) return undefined;
    const rented = isRented(pet, this.now());
    return {
      id: pet.id,
      publicId: pet.publicId,
      traits: pet.traits,
      level: levelOf(pet.xp, PET_RULES.levelXp),
      keeperId: rented && pet.renterId !== null ? pet.renterId : pet.ownerId,
      lockedBy: pet.lockedBy,
    };
  }

  /**
   * Locks the owner's free pet for `holder` (e.g. "market:<listing id>"); its rent offer ends. Not
   * theirs: PET_NOT_YOURS; rented out: PET_RENTED; already locked: PET_LOCKED; unknown: PET_NOT_FOUND.
   */
  async lock(trx: DbOrTrx, publicId: string, ownerId: number, holder: string): Promise<void> {
    const pet = await petRepository.byPublicId(trx, publicId);
    if (!pet) throw new ApiError(BodyCode.PET_NOT_FOUND);
    if (pet.ownerId !== ownerId) throw new ApiError(BodyCode.PET_NOT_YOURS);
    const now = this.now();
    if (isRented(pet, now)) throw new ApiError(BodyCode.PET_RENTED, undefined, { until: pet.rentedUntil });
    if (!(await petRepository.lock(trx, pet.id, ownerId, holder, now))) throw new ApiError(BodyCode.PET_LOCKED);
  }

  /** Releases `holder`'s lock (a listing withdrawn); false if it does not hold the pet. */
  async unlock(trx: DbOrTrx, publicId: string, holder: string): Promise<boolean> {
    const pet = await petRepository.byPublicId(trx, publicId);
    return pet !== undefined && petRepository.unlock(trx, pet.id, holder);
  }

  /**
   * Releases `holder`'s lock and gives the pet to `toId` in one statement (a sale settling): false if
   * `holder` no longer holds it, so two settlements of one pet move it once.
   */
  async moveLocked(trx: DbOrTrx, publicId: string, holder: string, toId: number): Promise<boolean> {
    const pet = await petRepository.byPublicId(trx, publicId);
    return pet !== undefined && petRepository.unlock(trx, pet.id, holder, toId);
  }
}
