/** The games module's public face (issue 12): launch, the provider wallet protocol, rounds, limits, house provider. */
export { type BigWin, recentBigWins } from './big-wins';
export {
  type ConnectedProvider,
  type DirectoryGame,
  type GameDirectory,
  type LaunchRequest,
  listDirectory,
} from './game-directory';
export type { GamesConfig } from './games.config';
export { registerCasinoGameRoutes } from './games.routes';
export { createGamesServices, type GamesDeps, type GamesServices } from './games.services';
export type { FairDraw, HouseEngine, HouseEngines, HouseFairness } from './house-engines';
export { catalogueDirectory, fairSeedsFairness, SHARED_HOUSE_ENGINES } from './house-wiring';
export { registerProviderRoutes } from './provider.routes';
export { signProviderBody } from './provider-signature';
export { type WagerRank, type WagerWindow, wagering } from './wagering';
