import type { ModuleDeps } from '../module-deps';
import type { CatalogueEditor } from '../ops';
import { missionsCatalogue } from './missions.catalogue';
import { type MissionsPorts, MissionsService } from './missions.service';

export interface MissionsServices {
  missions: MissionsService;
  /** The missions' operator catalogue (compose.ts lists it for the console). */
  catalogue: CatalogueEditor;
}

export interface MissionsDeps extends MissionsPorts {
  /** The missions' clock (the UTC day, the streak); tests move it with the games' clock. */
  clock?: () => number;
}

export function createMissionsServices({ database }: ModuleDeps, deps: MissionsDeps): MissionsServices {
  const now = deps.clock ?? (() => Date.now());
  return {
    missions: new MissionsService(database.db, deps, now),
    catalogue: missionsCatalogue(now) as CatalogueEditor,
  };
}
