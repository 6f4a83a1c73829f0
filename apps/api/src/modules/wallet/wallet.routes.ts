import { BodyCode, COINS, formatUnits } from '@app/shared';
import {
  getChainList,
  getTokenInfo,
  getWalletInfo,
  offchainHistory,
  offchainSwap,
  offchainTransfer,
  totalAssetInUsdt,
  transferHistory,
  updateWalletAddrSol,
  userAsset,
  walletGetAllWalletAddr,
} from '@app/shared/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import { ApiError, invalidField } from '../../lib/api-error';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import { accountRepository } from '../auth/core/account.repository';
import { requirePhoneBound } from '../auth/core/guards';
import { UserService } from '../auth/profile/user.service';
import { CHAINS, requireSolanaAddress } from '../auth/profile/wallet-address';
import type { ModuleDeps } from '../types';
import { idempotencyKeyOf, requestHash, withIdempotency } from './idempotency';
import { ledgerRepository } from './ledger.repository';
import { formatRate } from './pricing';
import { amountOf } from './wallet.service';
import { entryHistory, transferHistory as transferPage } from './wallet-history';

const signedIn = { auth: 'required' } as const;

/** Wallet group (spec 7.6, POST JSON under /wallet/): the off-chain ledger's calls. */
export async function walletModule(scope: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const db = deps.database.db;
  const wallet = deps.services.wallet;
  const users = new UserService(db, deps.services.sessions);

  registerEndpoint(
    scope,
    getWalletInfo,
    async (input, request) => wallet.walletInfo(sessionOf(request).userId, input.str_amount),
    signedIn,
  );
  registerEndpoint(
    scope,
    userAsset,
    async (input, request) => wallet.userAsset(sessionOf(request).userId, input.coin),
    signedIn,
  );
  registerEndpoint(
    scope,
    totalAssetInUsdt,
    async (_input, request) => wallet.totalUsdt(sessionOf(request).userId),
    signedIn,
  );
  registerEndpoint(
    scope,
    offchainHistory,
    async (input, request) => entryHistory(db, sessionOf(request).userId, input.coin, input.cursor, input.limit),
    signedIn,
  );
  registerEndpoint(
    scope,
    transferHistory,
    async (input, request) => transferPage(db, sessionOf(request).userId, input.coin, input.cursor, input.limit),
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
      const recipient = await accountRepository.findById(db, input.to_user_id);
      if (!recipient) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No user has this id', { field: 'to_user_id' });
      const amount = amountOf(input.amount, input.coin);
      const decimals = COINS[input.coin].decimals;
      const answer = (fee: bigint, txId: string) => ({
        to_user_id: recipient.id,
        to_username: recipient.username,
        coin: input.coin,
        amount: formatUnits(amount, decimals),
        fee: formatUnits(fee, decimals),
        total: formatUnits(amount + fee, decimals),
        tx_id: txId,
      });
      if (input.query_fee) return answer(wallet.transferFee(amount), '');
      const key = idempotencyKeyOf(request.headers);
      return withIdempotency(db, session.userId, key, requestHash(offchainTransfer.path, input), async (trx) => {
        const { txId, fee } = await wallet.transfer(trx, session.userId, recipient.id, input.coin, amount);
        return answer(fee, String(txId));
      });
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
        fee_rate_bps: deps.config.wallet.swapFeeBps,
        rate: formatRate(q.rate),
        amount_out: formatUnits(q.amountOut, COINS[input.to_coin].decimals),
        tx_id: txId,
      });
      if (input.query_fee) return answer(await wallet.quoteSwap(db, input.from_coin, input.to_coin, amountIn), '');
      if (!input.quoted_rate) throw invalidField('quoted_rate', 'is required: swap at the rate you were quoted');
      const quotedRate = input.quoted_rate;
      const key = idempotencyKeyOf(request.headers);
      return withIdempotency(db, session.userId, key, requestHash(offchainSwap.path, input), async (trx) => {
        const done = await wallet.swap(trx, session.userId, {
          from: input.from_coin,
          to: input.to_coin,
          amountIn,
          quotedRate,
          maxSlippageBps: input.max_slippage_bps,
        });
        return answer(done, String(done.txId));
      });
    },
    signedIn,
  );

  registerEndpoint(scope, getChainList, async () => ({ list: CHAINS.map((c) => ({ ...c })) }));
  registerEndpoint(scope, getTokenInfo, async (input) => {
    const coin = (await ledgerRepository.coins(db)).find((c) => c.code === input.coin);
    if (!coin) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'Unknown coin', { field: 'coin' });
    return {
      coin: input.coin,
      coin_name: COINS[input.coin].name,
      token: COINS[input.coin].token,
      decimals: coin.decimals,
      usdt_price: formatUnits(coin.priceE12, 12),
      swap_fee_bps: deps.config.wallet.swapFeeBps,
      transfer_fee_bps: deps.config.wallet.transferFeeBps,
      transfer_min_fee: formatUnits(deps.config.wallet.transferFeeBps > 0 ? 1n : 0n, coin.decimals),
    };
  });
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
      const address = requireSolanaAddress(input.wallet_addr_sol);
      await accountRepository.setSolanaAddress(db, sessionOf(request).userId, address);
      return { wallet_addr_sol: address };
    },
    signedIn,
  );
}
