import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/**
 * One pet (issue 17 item 1): an off-chain NFT with an owner. Traits never change after the draw (the
 * picture is drawn from them); xp grows by feeding. A pet is "rented" while rented_until is in the
 * future (no job returns it: the time itself does, docs/pets.md) and "locked" while locked_by names a
 * holder such as a market listing (modules/pets/pet-items.ts).
 */
export interface PetTable {
  id: Generated<number>;
  /** "P" and 10 Crockford base-32 characters. */
  public_id: string;
  owner_id: number;
  /** Who drew it and with which key: (drawer_id, draw_request_key) is unique, so a retried draw draws once. */
  drawer_id: number;
  draw_request_key: string;
  draw_tx_public_id: string;
  /** The fair scope of the minting round (migration 0037): `pet-draw`, or `pet-roll` for a /rollnft prize. */
  draw_scope: Generated<string>;
  species: string;
  rarity: string;
  /** JSON of PetTraits (pet-traits.ts), as drawn. */
  traits: string;
  xp: number;
  created_at: Ms;
  seed_pair_id: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  /** JSON array of the rarity weights at the draw. */
  rarity_weights: string;
  rent_price_per_day: Money | null;
  rent_max_days: number | null;
  renter_id: number | null;
  rented_until: Ms | null;
  locked_by: string | null;
}

/** Each coin-moving act on a pet, once per (user, request key): feeds, transfers, rentals. */
export interface PetActTable {
  id: Generated<number>;
  pet_id: number;
  user_id: number;
  request_key: string;
  kind: 'feed' | 'transfer' | 'rent';
  /** The other player: the transfer's recipient, the rental's owner; null for a feed. */
  counterparty_id: number | null;
  coin: string;
  /** What the user paid: food, the transfer fee, the rent (fee included). */
  amount: Money;
  fee: Money;
  /** xp a feed added; days a rental lasts. */
  units: number;
  /** A rental's end. */
  until: Ms | null;
  tx_public_id: string;
  created_at: Ms;
}

export interface PetsTables {
  pet: PetTable;
  pet_act: PetActTable;
}
