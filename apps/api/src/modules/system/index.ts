/** The system module's public face (GET /healthz): the composition root imports only this. */
export { registerSystemRoutes } from './system.routes';
export { createSystemServices, type SystemServices } from './system.services';
