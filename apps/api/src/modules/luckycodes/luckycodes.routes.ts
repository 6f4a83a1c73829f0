import {
  luckyCodeBuy,
  luckyCodeList,
  luckyCodeOpen,
  luckyCodeQuery,
  luckyCodeTiers,
} from '@app/shared/luckycodes/lucky-code-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { LuckyCode } from './lucky-code.repository';
import type { LuckyCodeService } from './lucky-code.service';

const signedIn = { auth: 'required' } as const;
const eitherWay = { auth: 'optional' } as const;

/** Lucky codes (casino group, /casino/lucky_bear/lucky_code_...). */
export async function registerLuckyCodesRoutes(scope: FastifyInstance, codes: LuckyCodeService): Promise<void> {
  /** The signed-in caller's action on a code, answered as that caller sees the code. */
  const asCaller = async (request: FastifyRequest, act: (userId: number) => Promise<LuckyCode>) => {
    const userId = sessionOf(request).userId;
    return codes.view(await act(userId), userId);
  };
  registerEndpoint(scope, luckyCodeTiers, async () => ({ tiers: codes.tiers() }), eitherWay);
  registerEndpoint(
    scope,
    luckyCodeBuy,
    async (input, request) => asCaller(request, (userId) => codes.buy(userId, input.tier, input.request_id)),
    signedIn,
  );
  registerEndpoint(
    scope,
    luckyCodeOpen,
    async (input, request) => asCaller(request, (userId) => codes.open(userId, input.code)),
    signedIn,
  );
  registerEndpoint(
    scope,
    luckyCodeList,
    async (_input, request) => {
      const userId = sessionOf(request).userId;
      return { codes: await Promise.all((await codes.mine(userId)).map((c) => codes.view(c, userId))) };
    },
    signedIn,
  );
  registerEndpoint(
    scope,
    luckyCodeQuery,
    async (input, request) => codes.view(await codes.query(input.code), request.session?.userId),
    eitherWay,
  );
}
