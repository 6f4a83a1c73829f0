import {
  exitInvest,
  getInvestProduct,
  listInvestPositions,
  listInvestProducts,
  subscribeInvest,
} from '@app/shared/invest/invest-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import { idempotencyKeyOf, requestHash } from '../wallet';
import type { MoneyKey } from './invest.service';
import type { InvestServices } from './invest.services';

const signedIn = { auth: 'required' } as const;
const eitherWay = { auth: 'optional' } as const;
/**
 * Money calls: XBSL in the native app (spec 7.1, SIGNED_POST_PATHS), and on the platforms that do not
 * sign, a session plus 30 a minute per address (as the payments' calls).
 */
const moneyCall = { auth: 'required', rateLimit: { max: 30, timeWindow: 60_000 } } as const;

/** Who calls, with which Idempotency-Key, for which request (the wallet's once-per-key rule). */
function moneyKey(request: FastifyRequest, path: string, input: unknown): MoneyKey {
  return { userId: sessionOf(request).userId, key: idempotencyKeyOf(request.headers), hash: requestHash(path, input) };
}

/** Invest products (service group invest, /invest/...; issue 17 item 5; modules/invest/README.md). */
export async function registerInvestRoutes(scope: FastifyInstance, { invest }: InvestServices): Promise<void> {
  registerEndpoint(scope, listInvestProducts, async () => invest.products(), eitherWay);
  registerEndpoint(scope, getInvestProduct, async (input) => invest.product(input.code), eitherWay);
  registerEndpoint(
    scope,
    listInvestPositions,
    async (_input, request) => invest.positions(sessionOf(request).userId),
    signedIn,
  );
  registerEndpoint(
    scope,
    subscribeInvest,
    async (input, request) => invest.subscribe(moneyKey(request, subscribeInvest.path, input), input),
    moneyCall,
  );
  registerEndpoint(
    scope,
    exitInvest,
    async (input, request) => invest.exit(moneyKey(request, exitInvest.path, input), input.position_id),
    moneyCall,
  );
}
