import { BodyCode, formatUnits } from '@app/shared';
import {
  getChainList,
  getTokenInfo,
  getWalletInfo,
  totalAssetInUsdt,
  updateWalletAddrSol,
  userAsset,
  walletGetAllWalletAddr,
} from '@app/shared/wallet/balance-contracts';
import { COINS } from '@app/shared/wallet/coins';
import { offchainHistory, transferHistory } from '@app/shared/wallet/history-contracts';
import { offchainSwap, offchainTransfer } from '@app/shared/wallet/money-contracts';
import { findRecipient } from '@app/shared/wallet/recipient-contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, invalidField } from '../../lib/api-error';
import { registerEndpoint } from '../../lib/route';
import { requirePhoneBound, sessionOf } from '../auth';
import { CHAINS } from './chains';
import { idempotencyKeyOf, requestHash } from './idempotency';
import { formatRate } from './pricing';
import { amountOf } from './wallet.service';
import type { WalletServices } from './wallet.services';

const signedIn = { auth: 'required' } as const;
/** Per client address, on top of the per-user limit of recipient-lookup.ts. */
const FIND_RECIPIENT_LIMIT = { max: 60, timeWindow: 60_000 };

/** Wallet group (spec 7.6, POST JSON under /wallet/): the off-chain ledger's calls. */
export async function registerWalletRoutes(scope: FastifyInstance, services: WalletServices): Promise<void> {
  const { wallet, balances, walletInfo, history, users, payees, recipients, config } = services;

  registerEndpoint(
    scope,
    getWalletInfo,
    async (input, request) => walletInfo.answer(sessionOf(request).userId, input.str_amount),
    signedIn,
  );
  registerEndpoint(
    scope,
    userAsset,
    async (input, request) => balances.userAsset(sessionOf(request).userId, input.coin),
    signedIn,
  );
  registerEndpoint(
    scope,
    totalAssetInUsdt,
    async (_input, request) => balances.totalUsdt(sessionOf(request).userId),
    signedIn,
  );
  registerEndpoint(
    scope,
    offchainHistory,
    async (input, request) => history.entries(sessionOf(request).userId, input.coin, input.cursor, input.limit),
    signedIn,
  );
  registerEndpoint(
    scope,
    transferHistory,
    async (input, request) => history.transfers(sessionOf(request).userId, input.coin, input.cursor, input.limit),
    signedIn,
  );

  registerEndpoint(
    scope,
    offchainTransfer,
    async (input, request) => {
      const session = sessionOf(request);
      // Money leaving the account needs a bound phone (spec 8.3: 1012 -> /user/bind-phone).
      requirePhoneBound(session);
      if (input.to_user_id === session.userId) throw invalidField('to_user_id', 'must be another user');
      const recipient = await payees.byId(input.to_user_id);
      if (!recipient) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No user has this id', { field: 'to_user_id' });
      const amount = amountOf(input.amount, input.coin);
      const decimals = COINS[input.coin].decimals;
      const answer = (fee: bigint, txId: string) => ({
        to_user_id: recipient.id,
        to_username: recipient.username,
        to_display_name: recipient.displayName,
        to_head_url: recipient.headUrl,
        coin: input.coin,
        amount: formatUnits(amount, decimals),
        fee: formatUnits(fee, decimals),
        total: formatUnits(amount + fee, decimals),
        tx_id: txId,
      });
      if (input.query_fee) return answer(wallet.transferFee(amount), '');
      const key = idempotencyKeyOf(request.headers);
      return wallet.transferOnce(
        { userId: session.userId, key, hash: requestHash(offchainTransfer.path, input) },
        { toUserId: recipient.id, coin: input.coin, amount },
        answer,
      );
    },
    signedIn,
  );

  registerEndpoint(
    scope,
    offchainSwap,
    async (input, request) => {
      const session = sessionOf(request);
      const amountIn = amountOf(input.amount, input.from_coin);
      const answer = (q: { fee: bigint; amountOut: bigint; rate: bigint }, txId: string) => ({
        from_coin: input.from_coin,
        to_coin: input.to_coin,
        amount_in: formatUnits(amountIn, COINS[input.from_coin].decimals),
        fee: formatUnits(q.fee, COINS[input.from_coin].decimals),
        fee_rate_bps: config.swapFeeBps,
        rate: formatRate(q.rate),
        amount_out: formatUnits(q.amountOut, COINS[input.to_coin].decimals),
        tx_id: txId,
      });
      if (input.query_fee) return answer(await wallet.quote(input.from_coin, input.to_coin, amountIn), '');
      if (!input.quoted_rate) throw invalidField('quoted_rate', 'is required: swap at the rate you were quoted');
      const quotedRate = input.quoted_rate;
      const key = idempotencyKeyOf(request.headers);
      return wallet.once(session.userId, key, requestHash(offchainSwap.path, input), async (trx) => {
        const done = await wallet.swap(trx, session.userId, {
          from: input.from_coin,
          to: input.to_coin,
          amountIn,
          quotedRate,
          maxSlippageBps: input.max_slippage_bps,
        });
        return answer(done, done.publicId);
      });
    },
    signedIn,
  );

  registerEndpoint(
    scope,
    findRecipient,
    async (input, request) => recipients.find(sessionOf(request).userId, request.ctx.country, input.by, input.value),
    { ...signedIn, rateLimit: FIND_RECIPIENT_LIMIT },
  );

  registerEndpoint(scope, getChainList, async () => ({ list: CHAINS.map((c) => ({ ...c })) }));
  registerEndpoint(scope, getTokenInfo, async (input) => wallet.tokenInfo(input.coin));
  registerEndpoint(
    scope,
    walletGetAllWalletAddr,
    async (_input, request) => users.walletAddresses(sessionOf(request).userId),
    signedIn,
  );
  registerEndpoint(
    scope,
    updateWalletAddrSol,
    async (input, request) => {
      const address = await users.setSolanaAddress(sessionOf(request).userId, input.wallet_addr_sol);
      return { wallet_addr_sol: address };
    },
    signedIn,
  );
}
