/** The casino-engage module's public face (issue 13): rankings and prizes, popups, countries, reported actions. */
export { registerCasinoEngageRoutes } from './casino-engage.routes';
export { syncRankPrizes } from './casino-engage.seed';
export { type CasinoEngageServices, createCasinoEngageServices } from './casino-engage.services';
export type { CasinoEngagePorts } from './engage-ports';
