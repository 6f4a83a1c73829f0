/** The task library module's public face: the composition root imports only this. */

export { homeProductsCatalogue } from './catalogue/home-products.catalogue';
export {
  DEV_ADVERTISER_SANDBOX_URL,
  DEV_POSTBACK_SECRETS,
  loadPostbacksConfig,
  POSTBACKS_ENV,
  type PostbacksConfig,
} from './postbacks/postbacks.config';
export { registerTasklibRoutes } from './tasklib.routes';
export { createTasklibServices, type TasklibServices } from './tasklib.services';
