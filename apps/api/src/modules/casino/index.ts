/** The casino module's public face (issue 12): the composition root and the games module import only this. */

export type { LaunchRequest, ProviderAdapter } from './adapters/provider-adapter';
export {
  CASINO_ENV,
  type CasinoConfig,
  DEV_SANDBOX_GAME_URL,
  DEV_SANDBOX_SECRET,
  loadCasinoConfig,
} from './casino.config';
export { registerCasinoRoutes } from './casino.routes';
export { syncCasinoCatalogue } from './casino.seed';
export { type CasinoServices, createCasinoServices } from './casino.services';
export type { CasinoReadPort, DirectoryGame } from './game-directory';
