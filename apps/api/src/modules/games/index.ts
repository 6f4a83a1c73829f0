/** The games module's public face (issue 12): launch, the provider wallet protocol, rounds, limits, house provider. */
export { BUILT_IN_GAMES, type DirectoryGame, type GameDirectory, listDirectory } from './game-directory';
export type { GamesConfig } from './games.config';
export { registerCasinoGameRoutes } from './games.routes';
export { createGamesServices, type GamesDeps, type GamesServices } from './games.services';
export type { FairDraw, HouseEngine, HouseEngines, HouseFairness } from './house-engines';
export { registerProviderRoutes } from './provider.routes';
export { signProviderBody } from './provider-signature';
export { UNWIRED_HOUSE_ENGINES, UNWIRED_HOUSE_FAIRNESS } from './unwired-house';
