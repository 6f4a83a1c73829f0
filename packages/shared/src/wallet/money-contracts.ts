import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZAmount, ZCoin, ZDecimal, ZTxId } from './wallet-fields';

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
    tx_id: ZTxId.describe('"" for a quote'),
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
    to_display_name: z.string().describe('The name the payer saw before confirming'),
    to_head_url: z.string(),
    coin: ZCoin,
    amount: ZDecimal,
    fee: ZDecimal,
    total: ZDecimal.describe('amount + fee, what leaves the balance'),
    tx_id: ZTxId.describe('"" for a fee query'),
  }),
});
