import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { requiredAs } from '../core/validation';
import { ZCoin, ZDecimal } from './wallet-fields';

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
  request: z.object({
    wallet_addr_sol: z
      .string({ error: requiredAs('a base58 address') })
      .min(32)
      .max(44),
  }),
  response: z.object({ wallet_addr_sol: z.string() }),
});
