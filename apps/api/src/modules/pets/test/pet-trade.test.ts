import { randomUUID } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../../db/transaction';
import { newPlayer } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { PetItems } from '../pet-items';
import { balanceOf, drawPet, feedPet, happy, petGet, petPost, systemBalance, transferPet } from './helpers/pet-calls';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Pets changing hands (issue 17 item 1): xbnft_transfer with its fee, and rent for days. */
describe('pets: transfer and rent', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const offer = (login: Login, petId: string, price = '10', maxDays = 7) =>
    petPost(t, login, 'rent_offer', { pet_id: petId, price_per_day: price, max_days: maxDays });
  const rent = (login: Login, petId: string, days = 3, requestId: string = randomUUID()) =>
    petPost(t, login, 'rent', { pet_id: petId, days, request_id: requestId });

  it('quotes the transfer fee without moving anything, then transfers: the pet is theirs, the fee to fees', async () => {
    const from = await newPlayer(t);
    const to = await newPlayer(t);
    const pet = (await drawPet(t, from)).data;
    const before = await balanceOf(t, from.user_id);
    const quote = await transferPet(t, from, pet.pet_id, to.user_id, undefined, true);
    expect(quote.data).toMatchObject({
      pet_id: pet.pet_id,
      to_user_id: to.user_id,
      coin: 'HAPPY',
      fee: '2',
      tx_id: '',
    });
    expect(await balanceOf(t, from.user_id)).toBe(before);
    const feesBefore = await systemBalance(t, 'fees');
    const key = randomUUID();
    const done = await transferPet(t, from, pet.pet_id, to.user_id, key);
    expect(done.code).toBe(0);
    expect(done.data.tx_id).not.toBe('');
    expect(await balanceOf(t, from.user_id)).toBe(before - happy(2));
    expect(await systemBalance(t, 'fees')).toBe(feesBefore + happy(2));
    const seen = await petGet(t, to, 'detail', { pet_id: pet.pet_id });
    expect(seen.data).toMatchObject({ owner_id: to.user_id, mine: true, keeper: true });
    expect((await petGet(t, to, 'mine')).data.owned.map((p: { pet_id: string }) => p.pet_id)).toEqual([pet.pet_id]);
    expect((await petGet(t, from, 'mine')).data.owned).toEqual([]);
    // The same request again answers the same transfer and charges nothing more.
    const again = await transferPet(t, from, pet.pet_id, to.user_id, key);
    expect(again.data.tx_id).toBe(done.data.tx_id);
    expect(await balanceOf(t, from.user_id)).toBe(before - happy(2));
  });

  it('refuses a transfer to yourself (1001), to an unknown user (1003), of a pet not yours (1231), without a key', async () => {
    const owner = await newPlayer(t);
    const other = await newPlayer(t);
    const pet = (await drawPet(t, owner)).data;
    const before = await balanceOf(t, owner.user_id);
    const self = await transferPet(t, owner, pet.pet_id, owner.user_id);
    expect(self.code).toBe(BodyCode.INVALID_PARAMS);
    expect(self.data.field).toBe('to_user_id');
    expect((await transferPet(t, owner, pet.pet_id, 99999999)).code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect((await transferPet(t, other, pet.pet_id, owner.user_id)).code).toBe(BodyCode.PET_NOT_YOURS);
    expect((await transferPet(t, owner, pet.pet_id, other.user_id, '')).data.field).toBe('request_id');
    expect(await balanceOf(t, owner.user_id)).toBe(before);
    expect((await petGet(t, owner, 'detail', { pet_id: pet.pet_id })).data.owner_id).toBe(owner.user_id);
  });

  it('rents a pet for days: the rent to its owner minus the fee, the renter keeps and feeds it until the end', async () => {
    const owner = await newPlayer(t);
    const renter = await newPlayer(t);
    const pet = (await drawPet(t, owner)).data;
    expect((await offer(owner, pet.pet_id, '10', 7)).data).toMatchObject({
      state: 'offered',
      rent_offer: { price_per_day: '10', max_days: 7 },
    });
    expect((await petGet(t, renter, 'rent_list')).data.pets.map((p: { pet_id: string }) => p.pet_id)).toContain(
      pet.pet_id,
    );
    const [ownerBefore, renterBefore, feesBefore] = [
      await balanceOf(t, owner.user_id),
      await balanceOf(t, renter.user_id),
      await systemBalance(t, 'fees'),
    ];
    const res = await rent(renter, pet.pet_id, 3);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ price: '30', fee: '1.5', pet: { state: 'rented', keeper: true, mine: false } });
    expect(res.data.until - t.now()).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(await balanceOf(t, renter.user_id)).toBe(renterBefore - happy(30));
    expect(await balanceOf(t, owner.user_id)).toBe(ownerBefore + happy(28.5));
    expect(await systemBalance(t, 'fees')).toBe(feesBefore + happy(1.5));
    expect((await petGet(t, renter, 'mine')).data.renting.map((p: { pet_id: string }) => p.pet_id)).toEqual([
      pet.pet_id,
    ]);
    // While rented: the renter feeds it; its owner can neither feed, transfer nor rent it out again.
    expect((await feedPet(t, renter, pet.pet_id)).code).toBe(0);
    expect((await feedPet(t, owner, pet.pet_id)).code).toBe(BodyCode.PET_NOT_YOURS);
    const moved = await transferPet(t, owner, pet.pet_id, renter.user_id);
    expect(moved.code).toBe(BodyCode.PET_RENTED);
    expect(moved.data.until).toBe(res.data.until);
    const third = await newPlayer(t);
    expect((await rent(third, pet.pet_id, 1)).code).toBe(BodyCode.PET_RENTED);
    expect((await petGet(t, undefined, 'rent_list')).data.pets.map((p: { pet_id: string }) => p.pet_id)).not.toContain(
      pet.pet_id,
    );
    // After the end it is its owner's again, with no job: the renter no longer keeps it.
    t.advance(3 * DAY_MS + 1000);
    expect((await petGet(t, renter, 'mine')).data.renting).toEqual([]);
    expect((await feedPet(t, renter, pet.pet_id)).code).toBe(BodyCode.PET_NOT_YOURS);
    expect((await petGet(t, owner, 'detail', { pet_id: pet.pet_id })).data).toMatchObject({
      state: 'offered',
      keeper: true,
      rental: null,
    });
    expect((await transferPet(t, owner, pet.pet_id, renter.user_id)).code).toBe(0);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('refuses renting your own pet (1236), a pet not offered or beyond its days (1235), bad prices (1001)', async () => {
    const owner = await newPlayer(t);
    const renter = await newPlayer(t);
    const pet = (await drawPet(t, owner)).data;
    const before = await balanceOf(t, renter.user_id);
    expect((await rent(renter, pet.pet_id, 1)).code).toBe(BodyCode.PET_NOT_FOR_RENT);
    expect((await offer(owner, pet.pet_id, '0', 3)).data.field).toBe('price_per_day');
    expect((await offer(owner, pet.pet_id, '5', 400)).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await offer(renter, pet.pet_id, '5', 3)).code).toBe(BodyCode.PET_NOT_YOURS);
    expect((await offer(owner, pet.pet_id, '5', 3)).code).toBe(0);
    expect((await rent(owner, pet.pet_id, 1)).code).toBe(BodyCode.PET_RENT_OWN);
    expect((await rent(renter, pet.pet_id, 4)).code).toBe(BodyCode.PET_NOT_FOR_RENT);
    expect((await petPost(t, owner, 'rent_cancel', { pet_id: pet.pet_id })).data.state).toBe('idle');
    expect((await rent(renter, pet.pet_id, 1)).code).toBe(BodyCode.PET_NOT_FOR_RENT);
    expect(await balanceOf(t, renter.user_id)).toBe(before);
  });

  it('lets exactly one of 30 concurrent renters rent one pet; only the winner pays; the ledger stays whole', async () => {
    const owner = await newPlayer(t);
    const pet = (await drawPet(t, owner)).data;
    await offer(owner, pet.pet_id, '20', 5);
    const renters = await Promise.all(Array.from({ length: 30 }, () => newPlayer(t)));
    const before = await Promise.all(renters.map((r) => balanceOf(t, r.user_id)));
    const ownerBefore = await balanceOf(t, owner.user_id);
    const answers = await Promise.all(renters.map((r) => rent(r, pet.pet_id, 2)));
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === BodyCode.PET_RENTED)).toBe(true);
    const after = await Promise.all(renters.map((r) => balanceOf(t, r.user_id)));
    const paid = after.map((b, i) => (before[i] as bigint) - b).filter((d) => d !== 0n);
    expect(paid).toEqual([happy(40)]);
    expect(await balanceOf(t, owner.user_id)).toBe(ownerBefore + happy(38));
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('transfers a pet once when its owner sends it to 10 players at once', async () => {
    const owner = await newPlayer(t);
    const pet = (await drawPet(t, owner)).data;
    const others = await Promise.all(Array.from({ length: 10 }, () => newPlayer(t)));
    const before = await balanceOf(t, owner.user_id);
    const answers = await Promise.all(others.map((o) => transferPet(t, owner, pet.pet_id, o.user_id)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === BodyCode.PET_NOT_YOURS)).toBe(true);
    expect(await balanceOf(t, owner.user_id)).toBe(before - happy(2));
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('keeps a pet locked by the market out of transfer, rent offers and rentals (1233)', async () => {
    const owner = await newPlayer(t);
    const other = await newPlayer(t);
    const pet = (await drawPet(t, owner)).data;
    await offer(owner, pet.pet_id, '5', 3);
    await t.db.updateTable('pet').set({ locked_by: 'market:test' }).where('public_id', '=', pet.pet_id).execute();
    expect((await transferPet(t, owner, pet.pet_id, other.user_id)).code).toBe(BodyCode.PET_LOCKED);
    expect((await offer(owner, pet.pet_id, '6', 3)).code).toBe(BodyCode.PET_LOCKED);
    expect((await rent(other, pet.pet_id, 1)).code).toBe(BodyCode.PET_LOCKED);
    expect((await petGet(t, other, 'detail', { pet_id: pet.pet_id })).data.state).toBe('locked');
  });

  it('PetItems (the market’s face): locks only the owner’s free pet, moves it once for its holder, and unlocks', async () => {
    const items = new PetItems(t.db, () => t.now());
    const owner = await newPlayer(t);
    const buyer = await newPlayer(t);
    const pet = (await drawPet(t, owner)).data;
    await expect(
      writeTransaction(t.db, (trx) => items.lock(trx, pet.pet_id, buyer.user_id, 'market:1')),
    ).rejects.toMatchObject({
      code: BodyCode.PET_NOT_YOURS,
    });
    await writeTransaction(t.db, (trx) => items.lock(trx, pet.pet_id, owner.user_id, 'market:1'));
    await expect(
      writeTransaction(t.db, (trx) => items.lock(trx, pet.pet_id, owner.user_id, 'market:2')),
    ).rejects.toMatchObject({
      code: BodyCode.PET_LOCKED,
    });
    expect(await items.state(pet.pet_id)).toMatchObject({
      ownerId: owner.user_id,
      lockedBy: 'market:1',
      rented: false,
    });
    const settled = await Promise.all(
      [1, 2, 3].map(() =>
        writeTransaction(t.db, (trx) => items.moveLocked(trx, pet.pet_id, 'market:1', buyer.user_id)),
      ),
    );
    expect(settled.filter(Boolean)).toHaveLength(1);
    expect(await items.state(pet.pet_id)).toMatchObject({ ownerId: buyer.user_id, lockedBy: null });
    await writeTransaction(t.db, (trx) => items.lock(trx, pet.pet_id, buyer.user_id, 'market:3'));
    expect(await writeTransaction(t.db, (trx) => items.unlock(trx, pet.pet_id, 'market:3'))).toBe(true);
    expect((await petGet(t, buyer, 'detail', { pet_id: pet.pet_id })).data.state).toBe('idle');
  });
});
