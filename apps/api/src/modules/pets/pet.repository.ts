import { randomBytes } from 'node:crypto';
import type { PetTraits } from '@app/shared/pets/pet-traits';
import { type Selectable, sql } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';
import type { PetTable } from './pets.tables';

/** Crockford's base32 (no I, L, O, U): ids people can read aloud and type. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new public id: "P" and 10 characters of 5 random bits (50 bits: ids are public, not secrets). */
export function newPetId(): string {
  let id = 'P';
  for (const b of randomBytes(10)) id += ALPHABET[b & 31];
  return id;
}

/** How a pet was drawn: the fair round and the rarity weights in force. */
export interface PetOrigin {
  drawerId: number;
  drawRequestKey: string;
  drawTxPublicId: string;
  /** The fair scope of the round: `pet-draw`, or the prize's product's (e.g. `pet-roll`). */
  scope: string;
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  rarityWeights: number[];
}

export interface Pet {
  id: number;
  publicId: string;
  ownerId: number;
  traits: PetTraits;
  xp: number;
  createdAt: number;
  origin: PetOrigin;
  rentOffer: { pricePerDay: bigint; maxDays: number } | null;
  renterId: number | null;
  /** The end of the last rental (it is running while this is in the future). */
  rentedUntil: number | null;
  lockedBy: string | null;
}

function petOf(r: Selectable<PetTable>): Pet {
  return {
    id: Number(r.id),
    publicId: r.public_id,
    ownerId: Number(r.owner_id),
    traits: JSON.parse(r.traits) as PetTraits,
    xp: Number(r.xp),
    createdAt: Number(r.created_at),
    origin: {
      drawerId: Number(r.drawer_id),
      drawRequestKey: r.draw_request_key,
      drawTxPublicId: r.draw_tx_public_id,
      scope: r.draw_scope,
      seedPairId: Number(r.seed_pair_id),
      serverSeedHash: r.server_seed_hash,
      clientSeed: r.client_seed,
      nonce: Number(r.nonce),
      rarityWeights: JSON.parse(r.rarity_weights) as number[],
    },
    rentOffer:
      r.rent_price_per_day === null || r.rent_max_days === null
        ? null
        : { pricePerDay: toUnits(r.rent_price_per_day), maxDays: Number(r.rent_max_days) },
    renterId: r.renter_id === null ? null : Number(r.renter_id),
    rentedUntil: r.rented_until === null ? null : Number(r.rented_until),
    lockedBy: r.locked_by,
  };
}

/** Is the pet rented out at `now`? */
export const isRented = (p: Pet, now: number) => p.rentedUntil !== null && p.rentedUntil > now;

/** The conditions "not rented out at now" and "not locked", for conditional updates. */
const free = (now: number) => sql<boolean>`(rented_until is null or rented_until <= ${now}) and locked_by is null`;

/** Pet rows (SQL only). Every change of owner, rental or lock is one conditional update: a lost race updates 0 rows. */
export const petRepository = {
  async byPublicId(db: DbOrTrx, publicId: string): Promise<Pet | undefined> {
    const r = await db.selectFrom('pet').selectAll().where('public_id', '=', publicId).executeTakeFirst();
    return r && petOf(r);
  },

  async byDrawKey(db: DbOrTrx, drawerId: number, key: string): Promise<Pet | undefined> {
    const r = await db
      .selectFrom('pet')
      .selectAll()
      .where('drawer_id', '=', drawerId)
      .where('draw_request_key', '=', key)
      .executeTakeFirst();
    return r && petOf(r);
  },

  async insert(
    trx: DbOrTrx,
    p: { publicId: string; ownerId: number; traits: PetTraits; createdAt: number; origin: PetOrigin },
  ) {
    await trx
      .insertInto('pet')
      .values({
        public_id: p.publicId,
        owner_id: p.ownerId,
        drawer_id: p.origin.drawerId,
        draw_request_key: p.origin.drawRequestKey,
        draw_tx_public_id: p.origin.drawTxPublicId,
        draw_scope: p.origin.scope,
        species: p.traits.species,
        rarity: p.traits.rarity,
        traits: JSON.stringify(p.traits),
        xp: 0,
        created_at: p.createdAt,
        seed_pair_id: p.origin.seedPairId,
        server_seed_hash: p.origin.serverSeedHash,
        client_seed: p.origin.clientSeed,
        nonce: p.origin.nonce,
        rarity_weights: JSON.stringify(p.origin.rarityWeights),
      })
      .execute();
  },

  async ownedBy(db: DbOrTrx, ownerId: number, limit = 200): Promise<Pet[]> {
    const rows = await db
      .selectFrom('pet')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(petOf);
  },

  async rentingBy(db: DbOrTrx, renterId: number, now: number): Promise<Pet[]> {
    const rows = await db
      .selectFrom('pet')
      .selectAll()
      .where('renter_id', '=', renterId)
      .where('rented_until', '>', now)
      .orderBy('rented_until')
      .execute();
    return rows.map(petOf);
  },

  async offeredForRent(db: DbOrTrx, now: number, limit = 100): Promise<Pet[]> {
    const rows = await db
      .selectFrom('pet')
      .selectAll()
      .where('rent_price_per_day', 'is not', null)
      .where(free(now))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(petOf);
  },

  /** Adds xp (capped at `maxXp`) if `keeperId` keeps the pet at `now` and it is below the cap. */
  async addXp(trx: DbOrTrx, id: number, keeperId: number, gain: number, maxXp: number, now: number) {
    const r = await trx
      .updateTable('pet')
      .set({ xp: sql<number>`case when xp + ${gain} > ${maxXp} then ${maxXp} else xp + ${gain} end` })
      .where('id', '=', id)
      .where('xp', '<', maxXp)
      .where(
        sql<boolean>`((owner_id = ${keeperId} and (rented_until is null or rented_until <= ${now})) or (renter_id = ${keeperId} and rented_until > ${now}))`,
      )
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Gives a free pet of `fromId` to `toId`; its rent offer ends with the old owner. */
  async moveOwner(trx: DbOrTrx, id: number, fromId: number, toId: number, now: number) {
    const r = await trx
      .updateTable('pet')
      .set({ owner_id: toId, rent_price_per_day: null, rent_max_days: null })
      .where('id', '=', id)
      .where('owner_id', '=', fromId)
      .where(free(now))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Sets (or with null clears) the owner's rent offer of an unlocked pet. */
  async setOffer(trx: DbOrTrx, id: number, ownerId: number, offer: { pricePerDay: bigint; maxDays: number } | null) {
    const r = await trx
      .updateTable('pet')
      .set({ rent_price_per_day: offer?.pricePerDay ?? null, rent_max_days: offer?.maxDays ?? null })
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('locked_by', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /**
   * Starts a rental if the pet is free at `now` and still offered at the price the renter pays for at
   * least `days`: of concurrent renters exactly one updates the row (PostgreSQL re-checks the
   * conditions on the row the winner committed; SQLite writes one at a time).
   */
  async startRental(
    trx: DbOrTrx,
    p: { id: number; renterId: number; pricePerDay: bigint; days: number; until: number; now: number },
  ) {
    const r = await trx
      .updateTable('pet')
      .set({ renter_id: p.renterId, rented_until: p.until })
      .where('id', '=', p.id)
      .where('owner_id', '<>', p.renterId)
      .where('rent_price_per_day', '=', p.pricePerDay)
      .where('rent_max_days', '>=', p.days)
      .where(free(p.now))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Locks a free pet of `ownerId` for `holder` (the market's listing). */
  async lock(trx: DbOrTrx, id: number, ownerId: number, holder: string, now: number) {
    const r = await trx
      .updateTable('pet')
      .set({ locked_by: holder, rent_price_per_day: null, rent_max_days: null })
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where(free(now))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Unlocks a pet `holder` locked; with `toId`, gives it to them in the same statement. */
  async unlock(trx: DbOrTrx, id: number, holder: string, toId?: number) {
    const r = await trx
      .updateTable('pet')
      .set(toId === undefined ? { locked_by: null } : { locked_by: null, owner_id: toId })
      .where('id', '=', id)
      .where('locked_by', '=', holder)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
};
