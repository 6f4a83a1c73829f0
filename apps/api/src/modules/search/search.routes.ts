import { searchQuery } from '@app/shared/search/search-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import type { SearchServices } from './search.services';

/**
 * Search (service group search, issue 18 item 5). Signed out too: everything in the index is public.
 * Limited per address, as every read that costs the database more than a key lookup.
 */
export async function registerSearchRoutes(scope: FastifyInstance, { search }: SearchServices): Promise<void> {
  registerEndpoint(scope, searchQuery, async (input, request) => search.search(input, request.ctx.locale), {
    auth: 'optional',
    rateLimit: { max: 120, timeWindow: 60_000 },
  });
}
