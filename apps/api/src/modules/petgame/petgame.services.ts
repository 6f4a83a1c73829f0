import type { ModuleDeps } from '../module-deps';
import type { PetgamePorts } from './petgame.ports';
import { PETGAME_RULES } from './petgame-rules';
import { PetPlayService } from './play.service';
import { PetRollService } from './roll.service';

export interface PetgameDeps extends PetgamePorts {
  /** The game's clock (tests move it past a pet's rest and over midnight UTC). */
  clock?: () => number;
}

export interface PetgameServices {
  play: PetPlayService;
  roll: PetRollService;
}

export function createPetgameServices({ database }: ModuleDeps, deps: PetgameDeps): PetgameServices {
  const now = deps.clock ?? (() => Date.now());
  return {
    play: new PetPlayService(database.db, deps, PETGAME_RULES.play, now),
    roll: new PetRollService(database.db, deps, PETGAME_RULES.roll, now),
  };
}
