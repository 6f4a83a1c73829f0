import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import type { PetView } from '@app/shared/pets/pet-contracts';
import { COINS } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { ApiError, invalidField } from '../../lib/api-error';
import { isRented, type Pet, petRepository } from './pet.repository';
import { oncePerKey } from './pet-once';
import { type PetRules, rentFeeOf } from './pet-rules';
import type { PetViews } from './pet-view';
import type { PetsPorts } from './pets.ports';
import { findPet } from './pets.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Pets changing hands (issue 17 item 1): transfer to another player (xbnft_transfer, a fee to the fees
 * account) and rent for days (the rent to the owner minus a fee). A rented out or locked pet does
 * neither; every change is one conditional update in the payment's transaction, so of any number of
 * concurrent callers exactly one wins.
 */
export class PetTradeService {
  constructor(
    private readonly db: Db,
    private readonly ports: PetsPorts,
    private readonly rules: PetRules,
    private readonly views: PetViews,
    private readonly now: () => number,
  ) {}

  private fmt(units: bigint): string {
    return formatUnits(units, COINS[this.rules.coin].decimals);
  }

  /** Why `userId` may not give away or offer `pet` now, as the error to answer; undefined when they may. */
  private refusal(pet: Pet, userId: number, now: number): ApiError | undefined {
    if (pet.ownerId !== userId) return new ApiError(BodyCode.PET_NOT_YOURS);
    if (pet.lockedBy !== null) return new ApiError(BodyCode.PET_LOCKED);
    if (isRented(pet, now)) return new ApiError(BodyCode.PET_RENTED, undefined, { until: pet.rentedUntil });
    return undefined;
  }

  /** The recipient of a transfer: another existing player (self: 1001 on to_user_id; unknown: 1003). */
  private async recipient(fromId: number, toId: number) {
    if (toId === fromId) throw invalidField('to_user_id', 'must be another user');
    const player = await this.ports.player(toId);
    if (!player) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No user has this id', { field: 'to_user_id' });
    return player;
  }

  /** xbnft_transfer with query_fee: the fee, after the same checks the transfer makes. */
  async transferFee(userId: number, publicId: string, toId: number) {
    const pet = await findPet(this.db, publicId);
    const refused = this.refusal(pet, userId, this.now());
    if (refused) throw refused;
    const to = await this.recipient(userId, toId);
    return this.transferAnswer(pet.publicId, to, this.rules.transferFee, '');
  }

  private transferAnswer(petId: string, to: { id: number; username: string }, fee: bigint, txId: string) {
    return {
      pet_id: petId,
      to_user_id: to.id,
      to_username: to.username,
      coin: this.rules.coin,
      fee: this.fmt(fee),
      tx_id: txId,
    };
  }

  /** Gives a pet to another player: the fee and the new owner in one transaction, once per key. */
  async transfer(userId: number, publicId: string, toId: number, requestKey: string) {
    const pet = await findPet(this.db, publicId);
    // Checked before the transaction, which may read nothing but its own (players are never deleted).
    await this.recipient(userId, toId);
    const { act } = await oncePerKey(this.db, { userId, requestKey, kind: 'transfer', petId: pet.id }, async (trx) => {
      const now = this.now();
      const refused = this.refusal(pet, userId, now);
      if (refused) throw refused;
      const txPublicId = await this.ports.pay(trx, {
        payerId: userId,
        payeeId: null,
        coin: this.rules.coin,
        amount: this.rules.transferFee,
        fee: this.rules.transferFee,
        reason: 'pet_transfer_fee',
        reference: `pet:${pet.publicId}`,
      });
      if (!(await petRepository.moveOwner(trx, pet.id, userId, toId, now))) {
        throw this.refusal(await findPet(trx, publicId), userId, now) ?? new ApiError(BodyCode.PET_NOT_YOURS);
      }
      return {
        petId: pet.id,
        userId,
        requestKey,
        kind: 'transfer',
        counterpartyId: toId,
        coin: this.rules.coin,
        amount: this.rules.transferFee,
        fee: this.rules.transferFee,
        units: 0,
        until: null,
        txPublicId,
        createdAt: now,
      };
    });
    const to = await this.recipient(userId, act.counterpartyId as number);
    return this.transferAnswer(pet.publicId, to, act.fee, act.txPublicId);
  }

  /** The owner offers a pet for rent (or changes the offer); a running rental is not touched. */
  async offer(userId: number, publicId: string, pricePerDay: string, maxDays: number): Promise<PetView> {
    const pet = await findPet(this.db, publicId);
    if (pet.ownerId !== userId) throw new ApiError(BodyCode.PET_NOT_YOURS);
    if (pet.lockedBy !== null) throw new ApiError(BodyCode.PET_LOCKED);
    const price = this.priceOf(pricePerDay);
    if (maxDays > this.rules.rentMaxDays) throw invalidField('max_days', `must be at most ${this.rules.rentMaxDays}`);
    await writeTransaction(this.db, async (trx) => {
      if (!(await petRepository.setOffer(trx, pet.id, userId, { pricePerDay: price, maxDays })))
        throw new ApiError(BodyCode.PET_LOCKED);
    });
    return this.views.one(await findPet(this.db, publicId), userId, this.now());
  }

  private priceOf(value: string): bigint {
    const decimals = COINS[this.rules.coin].decimals;
    let price: bigint;
    try {
      price = parseUnits(value, decimals);
    } catch (error) {
      throw invalidField('price_per_day', (error as Error).message);
    }
    if (price < this.rules.rentMinPerDay || price > this.rules.rentMaxPerDay)
      throw invalidField(
        'price_per_day',
        `must be from ${this.fmt(this.rules.rentMinPerDay)} to ${this.fmt(this.rules.rentMaxPerDay)} ${this.rules.coin}`,
      );
    return price;
  }

  async cancelOffer(userId: number, publicId: string): Promise<PetView> {
    const pet = await findPet(this.db, publicId);
    if (pet.ownerId !== userId) throw new ApiError(BodyCode.PET_NOT_YOURS);
    await writeTransaction(this.db, async (trx) => {
      if (!(await petRepository.setOffer(trx, pet.id, userId, null))) throw new ApiError(BodyCode.PET_LOCKED);
    });
    return this.views.one(await findPet(this.db, publicId), userId, this.now());
  }

  async rentList(viewer: number | undefined): Promise<PetView[]> {
    const now = this.now();
    return this.views.many(await petRepository.offeredForRent(this.db, now), viewer, now);
  }

  /**
   * Rents a pet for `days`: price x days from the renter, the fee to the fees account, the rest to the
   * owner, and the rental in one transaction, once per key. Until its end the renter keeps the pet
   * (feeds and plays it); then it is its owner's again by the clock alone (no job: docs/pets.md).
   */
  async rent(userId: number, publicId: string, days: number, requestKey: string) {
    const pet = await findPet(this.db, publicId);
    const { act } = await oncePerKey(this.db, { userId, requestKey, kind: 'rent', petId: pet.id }, async (trx) => {
      const now = this.now();
      if (pet.ownerId === userId) throw new ApiError(BodyCode.PET_RENT_OWN);
      if (pet.lockedBy !== null) throw new ApiError(BodyCode.PET_LOCKED);
      if (isRented(pet, now)) throw new ApiError(BodyCode.PET_RENTED, undefined, { until: pet.rentedUntil });
      const offer = pet.rentOffer;
      if (!offer || days > offer.maxDays) throw new ApiError(BodyCode.PET_NOT_FOR_RENT);
      const amount = offer.pricePerDay * BigInt(days);
      const fee = rentFeeOf(amount, this.rules);
      const until = now + days * DAY_MS;
      const txPublicId = await this.ports.pay(trx, {
        payerId: userId,
        payeeId: pet.ownerId,
        coin: this.rules.coin,
        amount,
        fee,
        reason: 'pet_rent',
        reference: `pet:${pet.publicId}`,
      });
      const started = await petRepository.startRental(trx, {
        id: pet.id,
        renterId: userId,
        pricePerDay: offer.pricePerDay,
        days,
        until,
        now,
      });
      if (!started) {
        // Someone rented it (or its owner changed the offer or gave it away) since the read: the payment rolls back.
        const fresh = await findPet(trx, publicId);
        if (isRented(fresh, now)) throw new ApiError(BodyCode.PET_RENTED, undefined, { until: fresh.rentedUntil });
        throw new ApiError(fresh.lockedBy !== null ? BodyCode.PET_LOCKED : BodyCode.PET_NOT_FOR_RENT);
      }
      return {
        petId: pet.id,
        userId,
        requestKey,
        kind: 'rent',
        counterpartyId: pet.ownerId,
        coin: this.rules.coin,
        amount,
        fee,
        units: days,
        until,
        txPublicId,
        createdAt: now,
      };
    });
    return {
      pet: await this.views.one(await findPet(this.db, publicId), userId, this.now()),
      price: this.fmt(act.amount),
      fee: this.fmt(act.fee),
      until: act.until as number,
      tx_id: act.txPublicId,
    };
  }
}
