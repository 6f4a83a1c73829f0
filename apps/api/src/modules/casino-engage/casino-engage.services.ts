import type { ModuleDeps } from '../module-deps';
import type { CatalogueEditor } from '../ops';
import type { CasinoEngagePorts } from './engage-ports';
import { rankPrizesCatalogue } from './ranking/rank-prizes.catalogue';
import { RankingService } from './ranking/ranking.service';

export interface CasinoEngageServices {
  ranking: RankingService;
  /** For the operator console's catalogue editor: the rankings' prizes. */
  catalogues: CatalogueEditor[];
}

export function createCasinoEngageServices(
  { database }: ModuleDeps,
  ports: CasinoEngagePorts,
  now: () => number = () => Date.now(),
): CasinoEngageServices {
  return {
    ranking: new RankingService(database.db, ports, now),
    catalogues: [rankPrizesCatalogue(now) as CatalogueEditor],
  };
}
