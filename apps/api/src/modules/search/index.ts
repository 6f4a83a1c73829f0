/**
 * The search module's public face (issue 18 item 5): one full-text index of players, posts, products
 * and games on both databases, fed by a sync job (read-only sources) and by areas that write through.
 */

export { SEARCH_MIGRATIONS } from './migrations';
export { createSearchRepository, type SearchDocInput, type SearchRepository } from './search.repository';
export { registerSearchRoutes } from './search.routes';
export { SearchService } from './search.service';
export { createSearchServices, type SearchServices } from './search.services';
export type { SearchTables } from './search.tables';
