/** The analytics collector's public face: the composition root imports only this. */
export { registerAnalyticsRoutes } from './analytics.routes';
export { type AnalyticsServices, createAnalyticsServices } from './analytics.services';
export { registerAnalyticsOpsRoutes } from './analytics-ops.routes';
/** The stateless proof-of-work tasks: the casino brand's human check (casino-auth) issues and checks them too. */
export { issueTask, type PowSettings, verifySolution } from './proof-of-work';
