/** The task library module's public face: the composition root imports only this. */

export { homeProductsCatalogue } from './catalogue/home-products.catalogue';
export { registerTasklibRoutes } from './tasklib.routes';
export { createTasklibServices, type TasklibServices } from './tasklib.services';
