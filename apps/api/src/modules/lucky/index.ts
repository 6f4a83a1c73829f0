/**
 * The casino brand's draws' public face (issue 13): the lucky spin, the free lottery, the newbie tasks,
 * and `grantChances` for modules that give draw chances (in their own transaction, once per source id).
 */
export type { ChanceGrant } from './chance.repository';
export type { DrawService, LuckyPorts } from './draw.service';
export { registerLuckyRoutes } from './lucky.routes';
export { syncLuckyPrizes } from './lucky.seed';
export { createLuckyServices, type LuckyDeps, type LuckyServices } from './lucky.services';
export type { NewbiePorts } from './newbie.service';
export { SEED_PRIZES } from './prize-data';
