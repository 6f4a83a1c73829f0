import { BodyCode } from '@app/shared';
import { petSvg } from '@app/shared/pets/pet-art';
import type { PetConfig, PetView } from '@app/shared/pets/pet-contracts';
import { levelOf } from '@app/shared/pets/pet-traits';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { isRented, newPetId, type Pet, petRepository } from './pet.repository';
import { mintPet } from './pet-mint';
import { oncePerKey } from './pet-once';
import { type PetRules, rulesView } from './pet-rules';
import { PET_DRAW_SCOPE, type PetViews } from './pet-view';
import type { PetsPorts } from './pets.ports';

/** A pet by its public id; unknown: PET_NOT_FOUND. */
export async function findPet(db: DbOrTrx, publicId: string): Promise<Pet> {
  const pet = await petRepository.byPublicId(db, publicId);
  if (!pet) throw new ApiError(BodyCode.PET_NOT_FOUND);
  return pet;
}

/**
 * Pets (issue 17 item 1): drawn with coins and the drawer's fair round, fed up levels by whoever keeps
 * them, read by anyone. Transfers and rentals are in pet-trade.service.ts.
 */
export class PetsService {
  constructor(
    private readonly db: Db,
    private readonly ports: PetsPorts,
    private readonly rules: PetRules,
    readonly views: PetViews,
    private readonly now: () => number,
  ) {}

  config(): PetConfig {
    return rulesView(this.rules);
  }

  /**
   * Draws a pet: the price to the house and the pet row in one transaction, its rarity and traits from
   * the drawer's `pet-draw` round. A retry of the key (or a concurrent twin) answers the first pet.
   */
  async draw(userId: number, requestKey: string): Promise<PetView> {
    const earlier = await petRepository.byDrawKey(this.db, userId, requestKey);
    if (earlier) return this.views.one(earlier, userId, this.now());
    try {
      const pet = await writeTransaction(this.db, async (trx) => {
        const twin = await petRepository.byDrawKey(trx, userId, requestKey);
        if (twin) return twin;
        const publicId = newPetId();
        const drawTxPublicId = await this.ports.payDraw(trx, {
          userId,
          coin: this.rules.coin,
          amount: this.rules.drawPrice,
          reference: `pet:${publicId}`,
        });
        return mintPet(trx, {
          publicId,
          ownerId: userId,
          requestKey,
          txPublicId: drawTxPublicId,
          scope: PET_DRAW_SCOPE,
          round: await this.ports.fair.beginRound(trx, userId, PET_DRAW_SCOPE),
          weights: this.rules.rarityWeights,
          createdAt: this.now(),
        });
      });
      return this.views.one(pet, userId, this.now());
    } catch (error) {
      if (isUniqueViolation(error)) {
        const first = await petRepository.byDrawKey(this.db, userId, requestKey);
        if (first) return this.views.one(first, userId, this.now());
      }
      throw error;
    }
  }

  /**
   * Feeds a pet the caller keeps (its owner, or its renter while rented): the food's price to the fees
   * account and the xp in one transaction, once per key. At the top level nothing is charged.
   */
  async feed(userId: number, publicId: string, requestKey: string) {
    const pet = await findPet(this.db, publicId);
    const now = this.now();
    const keeper = isRented(pet, now) ? pet.renterId : pet.ownerId;
    const levels = this.rules.levelXp;
    const maxXp = levels[levels.length - 1] as number;
    const { act } = await oncePerKey(this.db, { userId, requestKey, kind: 'feed', petId: pet.id }, async (trx) => {
      if (keeper !== userId) throw new ApiError(BodyCode.PET_NOT_YOURS);
      if (pet.xp >= maxXp) throw new ApiError(BodyCode.PET_MAX_LEVEL);
      const txPublicId = await this.ports.pay(trx, {
        payerId: userId,
        payeeId: null,
        coin: this.rules.coin,
        amount: this.rules.feedPrice,
        fee: this.rules.feedPrice,
        reason: 'pet_feed',
        reference: `pet:${pet.publicId}`,
      });
      // Conditional: a transfer, rental or feed that committed since the read above changes the answer.
      if (!(await petRepository.addXp(trx, pet.id, userId, this.rules.feedXp, maxXp, now))) {
        const fresh = await findPet(trx, publicId);
        throw new ApiError(fresh.xp >= maxXp ? BodyCode.PET_MAX_LEVEL : BodyCode.PET_NOT_YOURS);
      }
      const gained = Math.min(this.rules.feedXp, maxXp - pet.xp);
      return {
        petId: pet.id,
        userId,
        requestKey,
        kind: 'feed',
        counterpartyId: null,
        coin: this.rules.coin,
        amount: this.rules.feedPrice,
        fee: this.rules.feedPrice,
        units: gained,
        until: null,
        txPublicId,
        createdAt: now,
      };
    });
    const fresh = await findPet(this.db, publicId);
    const levelled = levelOf(fresh.xp, levels) > levelOf(fresh.xp - act.units, levels);
    return {
      pet: await this.views.one(fresh, userId, this.now()),
      xp_gained: act.units,
      levelled_up: levelled,
      tx_id: act.txPublicId,
    };
  }

  async mine(userId: number) {
    const now = this.now();
    const [owned, renting] = await Promise.all([
      petRepository.ownedBy(this.db, userId),
      petRepository.rentingBy(this.db, userId, now),
    ]);
    return {
      owned: await this.views.many(owned, userId, now),
      renting: await this.views.many(renting, userId, now),
    };
  }

  /** The pet's SVG picture, drawn from its traits; undefined for an unknown pet. */
  async picture(publicId: string): Promise<string | undefined> {
    const pet = await petRepository.byPublicId(this.db, publicId);
    return pet && petSvg(pet.traits, pet.publicId);
  }

  async detail(publicId: string, viewer: number | undefined): Promise<PetView> {
    return this.views.one(await findPet(this.db, publicId), viewer, this.now());
  }

  /** A player's collection as anyone sees it; an unknown player: RESOURCE_NOT_FOUND on user_id. */
  async space(userId: number, viewer: number | undefined) {
    const player = await this.ports.player(userId);
    if (!player) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No user has this id', { field: 'user_id' });
    const names = await this.ports.names([userId]);
    const pets = await petRepository.ownedBy(this.db, userId);
    return {
      user_id: userId,
      name: names.get(userId) ?? player.username,
      pets: await this.views.many(pets, viewer, this.now()),
    };
  }
}
