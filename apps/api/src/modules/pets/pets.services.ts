import type { ModuleDeps } from '../module-deps';
import { PetItems } from './pet-items';
import { PET_RULES } from './pet-rules';
import { PetTradeService } from './pet-trade.service';
import { PetViews } from './pet-view';
import type { PetsPorts } from './pets.ports';
import { PetsService } from './pets.service';

export interface PetsDeps extends PetsPorts {
  /** The pets' clock (tests move it past a rental's end). */
  clock?: () => number;
}

export interface PetsServices {
  pets: PetsService;
  trade: PetTradeService;
  /** Pets as tradable items, for the market (pet-items.ts). */
  items: PetItems;
}

export function createPetsServices({ database }: ModuleDeps, deps: PetsDeps): PetsServices {
  const now = deps.clock ?? (() => Date.now());
  const views = new PetViews(deps, PET_RULES);
  return {
    pets: new PetsService(database.db, deps, PET_RULES, views, now),
    trade: new PetTradeService(database.db, deps, PET_RULES, views, now),
    items: new PetItems(database.db, now),
  };
}
