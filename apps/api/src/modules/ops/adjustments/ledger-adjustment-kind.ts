import { parseUnits } from '@app/shared';
import { COINS } from '@app/shared/wallet/coins';
import { LEDGER_ADJUSTMENT_KIND, type LedgerAdjustment, ZLedgerAdjustment } from '@app/shared/wallet/ops-contracts';
import { z } from 'zod';
import type { DbOrTrx } from '../../../db/types';
import type { ApprovalKind } from '../approvals/approval-kind';
import type { Actor, OpsAudit } from '../audit';
import type { ConsoleWallet } from '../console-links';
import { adjustmentRepository as repo } from './adjustment.repository';

/** The payload of an adjustment waiting for its second operator: the request and its record's id. */
export const ZLedgerAdjustmentPayload = ZLedgerAdjustment.extend({ adjustment_id: z.number().int().positive() });
export type LedgerAdjustmentPayload = z.infer<typeof ZLedgerAdjustmentPayload>;

export const summaryOf = (a: LedgerAdjustment) =>
  `${a.direction === 'credit' ? 'Credit' : 'Debit'} ${a.amount} ${a.coin} ${a.direction === 'credit' ? 'to' : 'from'} player ${a.user_id}`;

/**
 * Posts an adjustment through the wallet, marks its record posted and audits it against the player,
 * all in `trx`: used at once below the four-eyes amount and by the approval above it.
 */
export async function postAndRecord(
  trx: DbOrTrx,
  wallet: ConsoleWallet,
  audit: OpsAudit,
  actor: Actor,
  adjustment: LedgerAdjustmentPayload,
  now: number,
): Promise<string> {
  const { publicId } = await wallet.postAdjustment(
    trx,
    {
      userId: adjustment.user_id,
      coin: adjustment.coin,
      direction: adjustment.direction,
      amount: parseUnits(adjustment.amount, COINS[adjustment.coin].decimals),
      reference: `ops_adjustment:${adjustment.adjustment_id}`,
    },
    now,
  );
  await repo.update(trx, adjustment.adjustment_id, { status: 'posted', tx_public_id: publicId });
  await audit.record(trx, actor, {
    action: 'ledger.adjust',
    target: `user:${adjustment.user_id}`,
    after: { ...adjustment, tx_id: publicId },
  });
  return publicId;
}

/** ledger.adjustment: an adjustment above the four-eyes amount; approving posts it (exactly once). */
export function ledgerAdjustmentKind(wallet: ConsoleWallet, audit: OpsAudit): ApprovalKind<LedgerAdjustmentPayload> {
  return {
    kind: LEDGER_ADJUSTMENT_KIND,
    payload: ZLedgerAdjustmentPayload,
    permission: 'ledger.adjust.approve',
    summary: summaryOf,
    async approve(trx, payload, decision) {
      const txId = await postAndRecord(trx, wallet, audit, decision.actor, payload, decision.at);
      return { tx_id: txId };
    },
    async reject(trx, payload) {
      await repo.update(trx, payload.adjustment_id, { status: 'rejected' });
    },
  };
}
