import { missionClaim, missionList } from '@app/shared/missions/mission-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { MissionsServices } from './missions.services';

const signedIn = { auth: 'required' } as const;

/** Mission calls of the task library group (tasklib, /task/mission/...). */
export async function registerMissionsRoutes(scope: FastifyInstance, { missions }: MissionsServices): Promise<void> {
  registerEndpoint(scope, missionList, async (_input, request) => missions.list(sessionOf(request).userId), signedIn);
  registerEndpoint(
    scope,
    missionClaim,
    async (input, request) => missions.claim(sessionOf(request).userId, input.mission_id, input.period_key),
    signedIn,
  );
}
