/** The provably fair module's public face: the composition root and the games module import only this. */

export { registerFairRoutes } from './fair.routes';
export type { FairRound, FairService, RevealedPair } from './fair.service';
export { createFairServices, type FairServices } from './fair.services';
