/** Locked bonuses' public face (issue 13): grant (for prizes and rewards), the brand's assets, unlock. */

export { registerBonusRoutes } from './bonus.routes';
export type { BonusPorts, BonusService, GrantRequest } from './bonus.service';
export { type BonusServices, createBonusServices } from './bonus.services';
export { registerBonusOpsRoutes } from './bonus-ops.routes';
