import { z } from 'zod';
import { ZHistoryItem } from './history-contracts';
import { ZAmount, ZCoin, ZDecimal, ZTxId } from './wallet-fields';

/**
 * The wallet's operator calls (issue 11), written as plain OpsEndpoint objects (an area imports no
 * other area; the shape is @app/shared/ops/ops-endpoint's). Guarded by the console: cookie session,
 * X-CSRF-Token on POST and a permission of @app/shared/ops/permissions.
 */

/** A player's ledger entries, newest first, cursor pages (the wallet's own history). [users.read] */
export const opsPlayerLedger = {
  method: 'GET' as const,
  path: '/ops/players/ledger',
  summary: "A player's ledger history, newest first",
  request: z.object({
    user_id: z.coerce.number().int().positive().max(2_147_483_647),
    coin: ZCoin.optional(),
    cursor: z
      .string()
      .regex(/^\d{1,19}$/, 'must be a cursor from an earlier page')
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ list: z.array(ZHistoryItem), next_cursor: z.string().describe('"" on the last page') }),
};

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;

/** What an adjustment asks for; also the payload of an approval of kind ledger.adjustment. */
export const ZLedgerAdjustment = z.object({
  user_id: z.number().int().positive().max(2_147_483_647),
  coin: ZCoin,
  /** credit: money to the player from the adjustments account; debit: from the player to it. */
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: ZAmount,
  reason: z.string().trim().min(3, 'at least 3 characters').max(500),
});
export type LedgerAdjustment = z.infer<typeof ZLedgerAdjustment>;

/** The approval kind of an adjustment above the four-eyes amount. */
export const LEDGER_ADJUSTMENT_KIND = 'ledger.adjustment';

export const ZAdjustmentResult = z.object({
  /** posted: in the ledger; pending_approval: waits for a second operator (approval_id); rejected: by them. A replay of the key answers the current state. */
  status: z.enum(['posted', 'pending_approval', 'rejected']),
  tx_id: ZTxId.nullable(),
  approval_id: z.number().nullable(),
});

/**
 * Credit or debit a player through the ledger, with a reason. Needs an `Idempotency-Key` header
 * (8-128 of A-Z a-z 0-9 _ . : -): the same key and body answers the first answer, another body 1006.
 * At or below the coin's four-eyes amount it posts at once; above, it queues an approval of kind
 * ledger.adjustment that posts when another operator with ledger.adjust.approve approves it.
 * [ledger.adjust.request]
 */
export const opsRequestAdjustment = {
  method: 'POST' as const,
  path: '/ops/ledger/adjust',
  summary: 'Credit or debit a player through the ledger (four eyes above the configured amount)',
  request: ZLedgerAdjustment,
  response: ZAdjustmentResult,
};

/** Per coin, the largest adjustment that posts without a second operator. [ledger.adjust.request] */
export const opsAdjustmentLimits = {
  method: 'GET' as const,
  path: '/ops/ledger/adjust/limits',
  summary: 'The four-eyes amount per coin',
  request: z.object({}),
  response: z.object({ limits: z.array(z.object({ coin: ZCoin, max_without_approval: ZDecimal })) }),
};
