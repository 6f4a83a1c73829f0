/** The analytics collector's public face: the composition root imports only this. */
export { registerAnalyticsRoutes } from './analytics.routes';
export { type AnalyticsServices, createAnalyticsServices } from './analytics.services';
export { registerAnalyticsOpsRoutes } from './analytics-ops.routes';
