import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZCoin, ZDecimal, ZTxId } from './wallet-fields';

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
  tx_id: ZTxId,
  kind: z.string().describe('credit, transfer_out, transfer_in, swap_out, swap_in, fee, hold, hold_release'),
  coin: ZCoin,
  amount: ZDecimal.describe('Signed: negative when money left the account'),
  balance_after: ZDecimal,
  reason: z.string(),
  counterparty_user_id: z.number().int().describe('0 when none'),
  counterparty_name: z.string().describe('The other user’s display name; "" when none'),
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
  tx_id: ZTxId,
  direction: z.enum(['out', 'in']),
  coin: ZCoin,
  amount: ZDecimal,
  fee: ZDecimal,
  counterparty_user_id: z.number().int(),
  counterparty_username: z.string(),
  counterparty_name: z.string().describe('Display name: the name, else the username'),
  counterparty_head_url: z.string(),
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
