import { honorCatalogue, myBadge, myBadges, playerBadges } from '@app/shared/honor/honor-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { HonorServices } from './honor.services';

/**
 * Honor (service group honor, issue 18 item 5). My badges count fresh, so they are limited per
 * player; the catalogue and a player's earned badges are public reads of recorded rows.
 */
export async function registerHonorRoutes(scope: FastifyInstance, { honor }: HonorServices): Promise<void> {
  const counted = { auth: 'required', rateLimit: { max: 60, timeWindow: 60_000 } } as const;
  registerEndpoint(scope, honorCatalogue, async () => honor.catalogue(), { auth: 'optional' });
  registerEndpoint(scope, myBadges, async (_input, r) => honor.mine(sessionOf(r).userId), counted);
  registerEndpoint(scope, myBadge, async (input, r) => honor.badge(sessionOf(r).userId, input.id), counted);
  registerEndpoint(scope, playerBadges, async (input) => honor.player(input), {
    auth: 'optional',
    rateLimit: { max: 120, timeWindow: 60_000 },
  });
}
