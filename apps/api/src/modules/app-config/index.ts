/** The app-config module's public face (service group main): the composition root imports only this. */
export { type AppConfigServices, createAppConfigServices } from './app-config.services';
export { registerMainRoutes } from './main.routes';
