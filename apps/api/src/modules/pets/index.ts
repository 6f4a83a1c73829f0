/** Pets' public face (issue 17 item 1): pets as NFTs, and PetItems for modules that trade them (the market). */

export { newPetId } from './pet.repository';
export { registerPetImageRoutes } from './pet-image.routes';
export { type KeptPet, PetItems } from './pet-items';
export { type MintInput, mintPet } from './pet-mint';
export { PET_DRAW_SCOPE, petImagePath } from './pet-view';
export type { PetPayment, PetsPorts } from './pets.ports';
export { registerPetsRoutes, registerPetWalletRoutes } from './pets.routes';
export { createPetsServices, type PetsDeps, type PetsServices } from './pets.services';
