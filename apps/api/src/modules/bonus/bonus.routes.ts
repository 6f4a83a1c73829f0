import {
  assetDetail,
  assetList,
  lockedDetail,
  luckyBearQuery,
  unlockBonus,
} from '@app/shared/luckybear/bonus-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { BonusServices } from './bonus.services';

const signedIn = { auth: 'required' } as const;

/** Locked bonuses and the brand's assets (casino group, /casino/lucky_bear/...). */
export async function registerBonusRoutes(scope: FastifyInstance, { bonus }: BonusServices): Promise<void> {
  registerEndpoint(
    scope,
    luckyBearQuery,
    async (_input, request) => bonus.bearWallet(sessionOf(request).userId, request.ctx.country),
    signedIn,
  );
  registerEndpoint(scope, assetList, async (_input, request) => bonus.assetList(sessionOf(request).userId), signedIn);
  registerEndpoint(
    scope,
    assetDetail,
    async (input, request) => bonus.assetDetail(sessionOf(request).userId, input.coin),
    signedIn,
  );
  registerEndpoint(
    scope,
    lockedDetail,
    async (input, request) => bonus.lockedDetail(sessionOf(request).userId, input.id),
    signedIn,
  );
  registerEndpoint(
    scope,
    unlockBonus,
    async (input, request) => bonus.unlock(sessionOf(request).userId, input.id),
    signedIn,
  );
}
