import type { Migration } from 'kysely';
import * as paymentOrders from './0022_payment_orders';

/** The payments module's migrations; names are recorded in existing databases and never change. */
export const PAYMENTS_MIGRATIONS: Record<string, Migration> = {
  '0022_payment_orders': paymentOrders,
};
