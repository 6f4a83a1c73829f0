import type { FastifyInstance } from 'fastify';
import type { CasinoEngageServices } from './casino-engage.services';
import { registerPopupRoutes } from './popups/popups.routes';
import { registerBrandProfileRoutes } from './profile/brand-profile.routes';
import { registerRankingRoutes } from './ranking/ranking.routes';

/** The casino brand's engagement calls (casino group, /casino/...). */
export async function registerCasinoEngageRoutes(
  scope: FastifyInstance,
  services: CasinoEngageServices,
): Promise<void> {
  registerRankingRoutes(scope, services.ranking);
  registerPopupRoutes(scope, services.popups);
  registerBrandProfileRoutes(scope, services.profile, services.locateCountry);
}
