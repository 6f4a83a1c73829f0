/** The casino brand sign-in's public face (issue 13): the brand's ways in, on the auth module's core. */
export { CASINO_AUTH_ENV, type CasinoAuthConfig, loadCasinoAuthConfig } from './casino-auth.config';
export { registerCasinoAuthRoutes } from './casino-auth.routes';
export { type CasinoAuthPorts, type CasinoAuthServices, createCasinoAuthServices } from './casino-auth.services';
export type { HumanCheckService } from './human-check.service';
