import type { ModuleDeps } from '../module-deps';
import type { CatalogueEditor } from '../ops';
import type { CasinoEngagePorts } from './engage-ports';
import { popupsCatalogue } from './popups/popups.catalogue';
import { PopupsService } from './popups/popups.service';
import { BrandProfileService } from './profile/brand-profile.service';
import { rankPrizesCatalogue } from './ranking/rank-prizes.catalogue';
import { RankingService } from './ranking/ranking.service';

export interface CasinoEngageServices {
  ranking: RankingService;
  popups: PopupsService;
  profile: BrandProfileService;
  /** The main site's country answer (app-config), which /casino/api/openapp_get_country repeats. */
  locateCountry: CasinoEngagePorts['locateCountry'];
  /** For the operator console's catalogue editor: the rankings' prizes and the popups. */
  catalogues: CatalogueEditor[];
}

export function createCasinoEngageServices(
  { database }: ModuleDeps,
  ports: CasinoEngagePorts,
  now: () => number = () => Date.now(),
): CasinoEngageServices {
  return {
    ranking: new RankingService(database.db, ports, now),
    popups: new PopupsService(database.db, ports, now),
    profile: new BrandProfileService(database.db, now),
    locateCountry: ports.locateCountry,
    catalogues: [rankPrizesCatalogue(now) as CatalogueEditor, popupsCatalogue(now) as CatalogueEditor],
  };
}
