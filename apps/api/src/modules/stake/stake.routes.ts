import { poolInfo, poolMyDividends, stakeLock, stakeMine, stakeUnlock } from '@app/shared/stake/stake-contracts';
import { voteApprove, voteQuery } from '@app/shared/stake/vote-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { StakeServices } from './stake.services';

const signedIn = { auth: 'required' } as const;
/** Lock and unlock are signed in the native app (spec 7.1); elsewhere a session and 30 calls a minute per address. */
const lockCall = { auth: 'required', rateLimit: { max: 30, timeWindow: 60_000 } } as const;
const eitherWay = { auth: 'optional' } as const;

/** Locks and the pool (main group, /api/stake/*, /api/pool/*). */
export async function registerStakeRoutes(scope: FastifyInstance, { locks, pool }: StakeServices): Promise<void> {
  registerEndpoint(
    scope,
    stakeLock,
    async (input, request) => locks.lock(sessionOf(request).userId, input.amount, input.days),
    lockCall,
  );
  registerEndpoint(
    scope,
    stakeUnlock,
    async (input, request) => locks.unlock(sessionOf(request).userId, input.lock_id),
    lockCall,
  );
  registerEndpoint(scope, stakeMine, async (_input, request) => locks.mine(sessionOf(request).userId), signedIn);
  registerEndpoint(scope, poolInfo, async (_input, request) => pool.info(request.session?.userId), eitherWay);
  registerEndpoint(scope, poolMyDividends, async (_input, request) => pool.mine(sessionOf(request).userId), signedIn);
}

/** Votes (wallet group, spec 7.6: /wallet/xbvote_approve, /wallet/xbvote_query). */
export async function registerVoteRoutes(scope: FastifyInstance, { votes }: StakeServices): Promise<void> {
  registerEndpoint(
    scope,
    voteApprove,
    async (input, request) => votes.approve(sessionOf(request).userId, input.proposal_id, input.option),
    signedIn,
  );
  registerEndpoint(
    scope,
    voteQuery,
    async (input, request) => votes.query(input.proposal_id, request.session?.userId),
    eitherWay,
  );
}
