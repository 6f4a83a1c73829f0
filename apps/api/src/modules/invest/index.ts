/**
 * The invest module's public face (issue 17 item 5): fixed-term products whose principal is a wallet
 * hold, paid back with the return at maturity by the invest.mature job, or early less a penalty.
 */

export { registerInvestRoutes } from './invest.routes';
export { seedInvestProducts } from './invest.seed';
export type { InvestHooks, InvestPorts } from './invest.service';
export { createInvestServices, type InvestDeps, type InvestServices } from './invest.services';
export type { InvestTables } from './invest.tables';
export { INVEST_MIGRATIONS } from './migrations';
