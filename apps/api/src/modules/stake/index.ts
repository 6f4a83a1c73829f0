/**
 * The stake module's public face (issue 17 items 3-4): KTHER locks (wallet holds), the dividend pool and
 * staking rewards paid by the stake.close job, and votes weighted by locked KTHER.
 */

export { STAKE_MIGRATIONS } from './migrations';
export { type CloseHooks, PAY_BATCH, PeriodCloseService } from './period-close.service';
export { loadStakeConfig, STAKE_ENV, type StakeConfig } from './stake.config';
export { registerStakeRoutes, registerVoteRoutes } from './stake.routes';
export { createStakeServices, type StakeDeps, type StakeServices } from './stake.services';
export type { StakeTables } from './stake.tables';
