import type { ModuleDeps } from '../module-deps';
import { type MissionsPorts, MissionsService } from './missions.service';

export interface MissionsServices {
  missions: MissionsService;
}

export interface MissionsDeps extends MissionsPorts {
  /** The missions' clock (the UTC day, the streak); tests move it with the games' clock. */
  clock?: () => number;
}

export function createMissionsServices({ database }: ModuleDeps, deps: MissionsDeps): MissionsServices {
  return { missions: new MissionsService(database.db, deps, deps.clock) };
}
