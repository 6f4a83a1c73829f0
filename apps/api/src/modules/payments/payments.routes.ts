import {
  addPayoutAccount,
  myOrders,
  orderDetail,
  payoutAccounts,
  recentWithdrawLogs,
  recharge,
  rechargeConf,
  removePayoutAccount,
  withdraw,
  withdrawQuantity,
} from '@app/shared/payments/order-contracts';
import { DEFAULT_PAYMENT_MARKET, PAYMENT_MARKETS } from '@app/shared/payments/payment-markets';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { PaymentsServices } from './payments.services';

const signedIn = { auth: 'required' } as const;
/**
 * The calls that make orders or change where money goes: signed with XBSL in the native app (spec 7.1),
 * and on the platforms that do not sign, a session plus 30 a minute per address (a script hammering
 * the provider through us, or trying account numbers, is stopped here).
 */
const moneyCall = { auth: 'required', rateLimit: { max: 30, timeWindow: 60_000 } } as const;

/**
 * The market asked for; else the request's Country-Code (spec 7.1) when that market takes payments;
 * else Vietnam, spec 9's default market (+84, vi-VN): a player of a market spec 3 lists no channels for
 * starts on a market they can pay in and may switch, instead of on an empty screen.
 */
function countryOf(country: string | undefined, request: FastifyRequest): string {
  if (country !== undefined) return country;
  return PAYMENT_MARKETS.includes(request.ctx.country) ? request.ctx.country : DEFAULT_PAYMENT_MARKET;
}

/** Money in and out for players (casino brand api group, /casino/lucky_bear/...; issue 14). */
export async function registerPaymentsRoutes(scope: FastifyInstance, services: PaymentsServices): Promise<void> {
  const { markets, recharges, withdrawals, reads, accounts } = services;
  registerEndpoint(scope, rechargeConf, async (input, request) => markets.conf(countryOf(input.country, request)), {
    auth: 'optional',
  });
  registerEndpoint(
    scope,
    recharge,
    async (input, request) => {
      services.checkReturnUrl(input.return_url);
      return recharges.create(sessionOf(request).userId, {
        channel: input.channel,
        amount: input.amount,
        country: countryOf(input.country, request),
        returnUrl: input.return_url,
        requestId: input.request_id,
      });
    },
    moneyCall,
  );
  registerEndpoint(
    scope,
    withdraw,
    async (input, request) =>
      withdrawals.request(sessionOf(request).userId, {
        accountId: input.account_id,
        amount: input.amount,
        requestId: input.request_id,
      }),
    moneyCall,
  );
  registerEndpoint(
    scope,
    withdrawQuantity,
    async (input, request) => reads.quantity(sessionOf(request).userId, countryOf(input.country, request)),
    signedIn,
  );
  registerEndpoint(
    scope,
    myOrders,
    async (input, request) =>
      reads.mine(sessionOf(request).userId, { type: input.type, status: input.status }, input.page, input.size),
    signedIn,
  );
  registerEndpoint(
    scope,
    orderDetail,
    async (input, request) => reads.detail(sessionOf(request).userId, input.order_id),
    signedIn,
  );
  registerEndpoint(scope, recentWithdrawLogs, async (input) => reads.recentWithdrawals(input.country), {
    auth: 'optional',
  });
  registerEndpoint(
    scope,
    payoutAccounts,
    async (_input, request) => ({ list: await accounts.list(sessionOf(request).userId) }),
    signedIn,
  );
  registerEndpoint(
    scope,
    addPayoutAccount,
    async (input, request) => accounts.add(sessionOf(request).userId, input),
    moneyCall,
  );
  registerEndpoint(
    scope,
    removePayoutAccount,
    async (input, request) => ({ removed: await accounts.remove(sessionOf(request).userId, input.account_id) }),
    moneyCall,
  );
}
