import { betRankingList, rtPrizeBillboard, rtPrizeConf, rtPrizeReceive } from '@app/shared/luckybear/ranking-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/route';
import { sessionOf } from '../../auth';
import type { RankingService } from './ranking.service';

/** The bet rankings and their prizes (casino group; signed-out callers see the lists without their own row). */
export function registerRankingRoutes(scope: FastifyInstance, ranking: RankingService): void {
  registerEndpoint(
    scope,
    betRankingList,
    async (input, request) => ranking.list(input.period, request.session?.userId ?? 0),
    { auth: 'optional' },
  );
  registerEndpoint(scope, rtPrizeConf, async () => ranking.prizeConf());
  registerEndpoint(
    scope,
    rtPrizeBillboard,
    async (_input, request) => ranking.billboard(request.session?.userId ?? 0),
    {
      auth: 'optional',
    },
  );
  registerEndpoint(
    scope,
    rtPrizeReceive,
    async (input, request) => ranking.receive(sessionOf(request).userId, input.period, input.period_key),
    { auth: 'required' },
  );
}
