import { formatUnits } from '@app/shared';
import type { PetView } from '@app/shared/pets/pet-contracts';
import { levelOf } from '@app/shared/pets/pet-traits';
import { COINS } from '@app/shared/wallet/coins';
import { isRented, type Pet } from './pet.repository';
import type { PetRules } from './pet-rules';
import type { PetsPorts } from './pets.ports';

/** The fair module's scope of pet draws: each player's own seed pair of this scope draws their pets. */
export const PET_DRAW_SCOPE = 'pet-draw';

/** The stable path of a pet's picture (served by pet-image.routes.ts; its traits never change). */
export const petImagePath = (publicId: string) => `/pet/image/${publicId}.svg`;

/** Pets as answered to a viewer (undefined signed out): names, level, state and what the viewer may do. */
export class PetViews {
  constructor(
    private readonly ports: Pick<PetsPorts, 'fair' | 'names'>,
    private readonly rules: PetRules,
  ) {}

  async many(pets: readonly Pet[], viewer: number | undefined, now: number): Promise<PetView[]> {
    const ids = new Set<number>();
    for (const p of pets) {
      ids.add(p.ownerId);
      if (p.renterId !== null) ids.add(p.renterId);
    }
    const names = ids.size > 0 ? await this.ports.names([...ids]) : new Map<number, string>();
    return Promise.all(pets.map((p) => this.one(p, viewer, now, names)));
  }

  async one(p: Pet, viewer: number | undefined, now: number, names?: Map<number, string>): Promise<PetView> {
    const known = names ?? (await this.ports.names([p.ownerId, ...(p.renterId === null ? [] : [p.renterId])]));
    const levels = this.rules.levelXp;
    const level = levelOf(p.xp, levels);
    const rented = isRented(p, now);
    const revealed = await this.ports.fair.serverSeedOf(p.origin.seedPairId);
    const decimals = COINS[this.rules.coin].decimals;
    return {
      pet_id: p.publicId,
      owner_id: p.ownerId,
      owner_name: known.get(p.ownerId) ?? '',
      traits: p.traits,
      level,
      xp: p.xp,
      next_level_xp: levels[level] ?? null,
      level_xp: levels[level - 1] ?? 0,
      image_url: petImagePath(p.publicId),
      created_at: p.createdAt,
      state: p.lockedBy !== null ? 'locked' : rented ? 'rented' : p.rentOffer ? 'offered' : 'idle',
      rent_offer: p.rentOffer && {
        price_per_day: formatUnits(p.rentOffer.pricePerDay, decimals),
        max_days: p.rentOffer.maxDays,
      },
      rental:
        rented && p.renterId !== null && p.rentedUntil !== null
          ? { renter_id: p.renterId, renter_name: known.get(p.renterId) ?? '', until: p.rentedUntil }
          : null,
      mine: viewer !== undefined && viewer === p.ownerId,
      keeper: viewer !== undefined && (rented ? p.renterId === viewer : p.ownerId === viewer),
      fair: {
        scope: p.origin.scope,
        seed_pair_id: p.origin.seedPairId,
        server_seed_hash: p.origin.serverSeedHash,
        client_seed: p.origin.clientSeed,
        nonce: p.origin.nonce,
        server_seed: revealed?.serverSeed ?? null,
        rarity_weights: p.origin.rarityWeights,
      },
    };
  }
}
