/**
 * The gifts module's public face (issue 16 item 1): gift codes funded through ledger holds, claimed once
 * per player, the rest returned at expiry by the gifts.release job.
 */

export { registerGiftsRoutes } from './gifts.routes';
export type { GiftsPorts } from './gifts.service';
export { createGiftsServices, type GiftsDeps, type GiftsServices } from './gifts.services';
export type { GiftsTables } from './gifts.tables';
export { GIFTS_MIGRATIONS } from './migrations';
