import { SecretBox } from '../../lib/secret-box';
import type { ModuleDeps } from '../module-deps';
import type { FairConfig } from './fair.config';
import { FairService } from './fair.service';

export interface FairServices {
  fair: FairService;
}

export function createFairServices({ config, database }: ModuleDeps<FairConfig>): FairServices {
  return { fair: new FairService(database.db, new SecretBox(config.seedKey, 'fair-seed')) };
}
