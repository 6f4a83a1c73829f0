import type { ModuleDeps } from '../module-deps';
import { type BonusPorts, BonusService } from './bonus.service';

export interface BonusServices {
  bonus: BonusService;
}

export function createBonusServices({ database }: ModuleDeps, ports: BonusPorts): BonusServices {
  return { bonus: new BonusService(database.db, ports) };
}
