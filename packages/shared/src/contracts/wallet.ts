import { z } from 'zod';
import { COIN_NAMES } from '../constants/coins';
import { defineEndpoint } from './endpoint';

/**
 * Wallet calls (spec 7.6, POST JSON under /wallet/). Amounts on the wire are decimal strings in the
 * coin's units ("12.5"); the server keeps integers of base units. Calls that move money need an
 * `Idempotency-Key` header: the same key and body replays the first answer.
 */

const ZCoin = z.enum(COIN_NAMES, { error: `must be one of ${COIN_NAMES.join(', ')}` });
const ZAmount = z
  .string({ error: 'is required' })
  .regex(/^(0|[1-9]\d{0,29})(\.\d+)?$/, 'must be a positive decimal number such as 12.5');
const ZDecimal = z.string().describe('Decimal string');

export const ZCoinBalance = z.object({
  coin: ZCoin,
  coin_name: z.string(),
  coin_logo: z.string().describe('Path of the coin logo on the web app'),
  token: z.string(),
  decimals: z.number().int(),
  explanation: z.string().describe('Spec 2.5 explanation dialog type'),
  money_all: z.union([ZDecimal, z.number()]).describe('Balance; a decimal string when str_amount is true'),
  usdt_money_all: z.union([ZDecimal, z.number()]).describe('USDT value of the balance'),
  usdt_price: ZDecimal.describe('USDT per one coin'),
});

/** get_wallet_info: every coin's balance and value, and the total. */
export const getWalletInfo = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/get_wallet_info',
  summary: 'Balances of every coin with their USDT value, and the total in USDT',
  request: z.object({ str_amount: z.boolean().optional().default(false) }),
  response: z.object({
    coins: z.array(ZCoinBalance),
    total_usdt: z.union([ZDecimal, z.number()]),
    default_coin: ZCoin,
  }),
});

/** user_asset: the balance rows of spec 3 (coin_logo, coin_name, money_all, usdt_money_all). */
export const userAsset = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/user_asset',
  summary: 'The signed-in user’s balance per coin (decimal strings)',
  request: z.object({ coin: ZCoin.optional() }),
  response: z.object({
    list: z.array(
      z.object({ coin_logo: z.string(), coin_name: z.string(), money_all: ZDecimal, usdt_money_all: ZDecimal }),
    ),
  }),
});

export const totalAssetInUsdt = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/total_asset_in_usdt',
  summary: 'The total value of the signed-in user’s balances in USDT',
  request: z.object({}),
  response: z.object({ total_usdt: ZDecimal }),
});

const ZPage = {
  coin: ZCoin.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,19}$/, 'must be a cursor from an earlier page')
    .optional(),
  limit: z.number().int().min(1).max(100).optional().default(20),
};

export const ZHistoryItem = z.object({
  entry_id: z.string(),
  tx_id: z.string(),
  kind: z.string().describe('credit, transfer_out, transfer_in, swap_out, swap_in, fee, hold, hold_release'),
  coin: ZCoin,
  amount: ZDecimal.describe('Signed: negative when money left the account'),
  balance_after: ZDecimal,
  reason: z.string(),
  counterparty_user_id: z.number().int().describe('0 when none'),
  created_at: z.number().int(),
});

/** offchain_history: every entry of the user's accounts, newest first, cursor pages. */
export const offchainHistory = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/offchain_history',
  summary: 'The signed-in user’s ledger entries, newest first',
  request: z.object(ZPage),
  response: z.object({ list: z.array(ZHistoryItem), next_cursor: z.string().describe('"" on the last page') }),
});

export const ZTransferItem = z.object({
  tx_id: z.string(),
  direction: z.enum(['out', 'in']),
  coin: ZCoin,
  amount: ZDecimal,
  fee: ZDecimal,
  counterparty_user_id: z.number().int(),
  counterparty_username: z.string(),
  created_at: z.number().int(),
});

/** transfer_history: transfers to and from other users, newest first. */
export const transferHistory = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/transfer_history',
  summary: 'The signed-in user’s transfers to and from other users, newest first',
  request: z.object(ZPage),
  response: z.object({ list: z.array(ZTransferItem), next_cursor: z.string() }),
});

/**
 * offchain_swap: with `query_fee: true` a quote (rate, fee, amount out); without it the swap, which
 * carries the quoted rate and fails with RATE_MOVED when the rate moved beyond max_slippage_bps.
 */
export const offchainSwap = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/offchain_swap',
  summary: 'Quote (query_fee) or execute a swap between two coins',
  request: z.object({
    from_coin: ZCoin,
    to_coin: ZCoin,
    amount: ZAmount.describe('Amount of from_coin to pay, fee included'),
    query_fee: z.boolean().optional().default(false),
    quoted_rate: z
      .string()
      .regex(/^\d{1,20}(\.\d{1,18})?$/, 'must be the rate of the quote')
      .optional()
      .describe('Required for the swap: the rate the user saw'),
    max_slippage_bps: z.number().int().min(0).max(1000).optional().default(50),
  }),
  response: z.object({
    from_coin: ZCoin,
    to_coin: ZCoin,
    amount_in: ZDecimal,
    fee: ZDecimal.describe('In from_coin'),
    fee_rate_bps: z.number().int(),
    rate: ZDecimal.describe('to_coin per one from_coin'),
    amount_out: ZDecimal,
    tx_id: z.string().describe('"" for a quote'),
  }),
});

/** offchain_transfer: to another user by user id; with query_fee: true only the fee. */
export const offchainTransfer = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/offchain_transfer',
  summary: 'Fee query (query_fee) or transfer of a coin to another user',
  request: z.object({
    to_user_id: z.number({ error: 'must be a user id' }).int().positive('must be a user id'),
    coin: ZCoin,
    amount: ZAmount,
    query_fee: z.boolean().optional().default(false),
  }),
  response: z.object({
    to_user_id: z.number().int(),
    to_username: z.string(),
    coin: ZCoin,
    amount: ZDecimal,
    fee: ZDecimal,
    total: ZDecimal.describe('amount + fee, what leaves the balance'),
    tx_id: z.string().describe('"" for a fee query'),
  }),
});

export const ZChain = z.object({
  chain: z.string(),
  name: z.string(),
  address_format: z.enum(['evm', 'solana', 'ton', 'tron']),
});

export const getChainList = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/get_chain_list',
  summary: 'The chains wallet addresses can be on',
  request: z.object({}),
  response: z.object({ list: z.array(ZChain) }),
});

export const getTokenInfo = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/get_token_info',
  summary: 'One coin: decimals, token, USDT price',
  request: z.object({ coin: ZCoin }),
  response: z.object({
    coin: ZCoin,
    coin_name: z.string(),
    token: z.string(),
    decimals: z.number().int(),
    usdt_price: ZDecimal,
    swap_fee_bps: z.number().int(),
    transfer_fee_bps: z.number().int(),
    transfer_min_fee: ZDecimal,
  }),
});

export const walletGetAllWalletAddr = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/get_all_wallet_addr',
  summary: 'The signed-in user’s wallet addresses (spec 3 wallet address item)',
  request: z.object({}),
  response: z.object({
    list: z.array(z.object({ wallet_addr: z.string(), wallet_addr_sol: z.string(), invalid: z.boolean() })),
  }),
});

export const updateWalletAddrSol = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/update_wallet_addr_sol',
  summary: 'Set the signed-in user’s Solana address (base58, 32 bytes)',
  request: z.object({ wallet_addr_sol: z.string({ error: 'is required' }).min(32).max(44) }),
  response: z.object({ wallet_addr_sol: z.string() }),
});
