import { fairClientSeed, fairRotate, fairSeeds } from '@app/shared/fair/seed-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { FairServices } from './fair.services';

const signedIn = { auth: 'required' } as const;

/** Provably fair seeds under /casino/fair/ (casino group): see, re-seed and rotate one's own pair. */
export async function registerFairRoutes(scope: FastifyInstance, { fair }: FairServices): Promise<void> {
  registerEndpoint(
    scope,
    fairSeeds,
    async (input, request) => fair.seedState(sessionOf(request).userId, input.scope),
    signedIn,
  );
  registerEndpoint(
    scope,
    fairClientSeed,
    async (input, request) => fair.setClientSeed(sessionOf(request).userId, input.scope, input.client_seed),
    signedIn,
  );
  registerEndpoint(
    scope,
    fairRotate,
    async (input, request) => fair.rotate(sessionOf(request).userId, input.scope),
    signedIn,
  );
}
