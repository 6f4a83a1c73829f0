import { receiveVipReward, vipConf, vipProfile } from '@app/shared/luckybear/vip-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { VipServices } from './vip.services';

const signedIn = { auth: 'required' } as const;

/** VIP calls of the casino brand (casino group, /casino/lucky_bear/...). */
export async function registerVipRoutes(scope: FastifyInstance, { vip }: VipServices): Promise<void> {
  registerEndpoint(scope, vipConf, async () => vip.conf());
  registerEndpoint(scope, vipProfile, async (_input, request) => vip.profile(sessionOf(request).userId), signedIn);
  registerEndpoint(
    scope,
    receiveVipReward,
    async (input, request) => vip.claim(sessionOf(request).userId, input.level),
    signedIn,
  );
}
