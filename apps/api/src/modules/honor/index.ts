/**
 * The honor module's public face (issue 18 item 5): badges earned by rules that count real events in
 * the owners' tables (read-only), awarded once per (player, badge, tier) with a notice.
 */

export type { HonorPorts } from './honor.ports';
export { registerHonorRoutes } from './honor.routes';
export { HonorService } from './honor.service';
export { createHonorServices, type HonorServices } from './honor.services';
export type { HonorTables } from './honor.tables';
export { HONOR_MIGRATIONS } from './migrations';
