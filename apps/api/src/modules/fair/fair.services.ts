import type { ModuleDeps } from '../module-deps';
import { FairService } from './fair.service';

export interface FairServices {
  fair: FairService;
}

export function createFairServices({ database }: ModuleDeps): FairServices {
  return { fair: new FairService(database.db) };
}
