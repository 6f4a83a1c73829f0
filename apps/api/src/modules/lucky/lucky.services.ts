import type { ModuleDeps } from '../module-deps';
import type { CatalogueEditor } from '../ops';
import { DrawService, type LuckyPorts } from './draw.service';
import { luckyPrizesCatalogue } from './lucky-prizes.catalogue';
import { type NewbiePorts, NewbieService } from './newbie.service';

export interface LuckyServices {
  draws: DrawService;
  newbie: NewbieService;
  /** The prize tables' operator catalogue (compose.ts lists it for the console). */
  prizesCatalogue: CatalogueEditor;
}

export interface LuckyDeps extends LuckyPorts {
  newbie: Omit<NewbiePorts, 'spins'>;
  /** The draws' clock (the UTC day of the daily chance, the newbie window); tests move it. */
  clock?: () => number;
}

export function createLuckyServices({ database }: ModuleDeps, deps: LuckyDeps): LuckyServices {
  const now = deps.clock ?? (() => Date.now());
  const draws = new DrawService(database.db, deps, now);
  return {
    draws,
    newbie: new NewbieService(database.db, { ...deps.newbie, spins: (db, userId) => draws.spins(db, userId) }, now),
    prizesCatalogue: luckyPrizesCatalogue(now) as CatalogueEditor,
  };
}
