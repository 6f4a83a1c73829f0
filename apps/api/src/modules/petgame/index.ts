/** The pet game and the NFT roll's public face (issue 17 item 1: /petGame, /rollnft). */

export type { PetgamePayment, PetgamePorts } from './petgame.ports';
export { registerPetgameRoutes } from './petgame.routes';
export { createPetgameServices, type PetgameDeps, type PetgameServices } from './petgame.services';
