/** The task library module's public face: the composition root imports only this. */

export type { AuditImageStore } from './audits/audit-image-store';
export { homeProductsCatalogue } from './catalogue/home-products.catalogue';
export type {
  ConversionCredited,
  ConversionOutcome,
  ConversionRef,
  ConversionRefusal,
  ConversionView,
  CreditRequest,
  OffersLedger,
  ReverseRequest,
} from './conversions/conversion-types';
export { OfferConversions } from './conversions/conversions.service';
export { syncOfferCatalogue } from './offers/offer-data';
export { loadTasklibConfig, TASKLIB_ENV, type TasklibConfig } from './tasklib.config';
export { registerTasklibRoutes } from './tasklib.routes';
export { createTasklibServices, type TasklibPorts, type TasklibServices } from './tasklib.services';
export { registerTasklibOpsRoutes } from './tasklib-ops.routes';
