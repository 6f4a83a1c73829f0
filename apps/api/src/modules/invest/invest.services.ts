import type { ModuleDeps } from '../module-deps';
import type { CatalogueEditor } from '../ops';
import { investCatalogue } from './invest.catalogue';
import { type InvestHooks, type InvestPorts, InvestService } from './invest.service';

export interface InvestServices {
  invest: InvestService;
  /** The products' operator catalogue (compose.ts lists it for the console). */
  catalogue: CatalogueEditor;
}

export interface InvestDeps extends InvestPorts {
  /** Subscriptions' and maturities' clock; compose.ts gives the job runner's, so a moved clock moves both. */
  clock?: () => number;
  hooks?: InvestHooks;
}

export function createInvestServices({ database, jobs }: ModuleDeps, deps: InvestDeps): InvestServices {
  const now = deps.clock ?? (() => Date.now());
  const invest = new InvestService(database.db, deps, jobs, now, deps.hooks);
  invest.registerJobs();
  return { invest, catalogue: investCatalogue(now) as CatalogueEditor };
}
