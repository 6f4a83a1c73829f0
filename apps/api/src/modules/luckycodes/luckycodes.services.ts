import type { ModuleDeps } from '../module-deps';
import { LuckyCodeService, type LuckyCodesPorts } from './lucky-code.service';

export interface LuckyCodesDeps extends LuckyCodesPorts {
  clock?: () => number;
}

export function createLuckyCodesServices({ database }: ModuleDeps, deps: LuckyCodesDeps): LuckyCodeService {
  return new LuckyCodeService(database.db, deps, deps.clock ?? (() => Date.now()));
}
