import { createHash } from 'node:crypto';
import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { ZAdjustmentResult } from '@app/shared/wallet/ops-contracts';
import { LEDGER_ADJUSTMENT_KIND, type LedgerAdjustment } from '@app/shared/wallet/ops-contracts';
import type { z } from 'zod';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { isUniqueViolation } from '../../../db/unique-violation';
import { ApiError, invalidField } from '../../../lib/api-error';
import type { PlayerSupport } from '../../auth';
import type { ApprovalsService } from '../approvals/approvals.service';
import type { Actor, OpsAudit } from '../audit';
import type { ConsoleWallet } from '../console-links';
import { adjustmentRepository as repo } from './adjustment.repository';
import { postAndRecord } from './ledger-adjustment-kind';

type AdjustmentResult = z.infer<typeof ZAdjustmentResult>;

/** Idempotency-Key of an adjustment: 8-128 characters of a UUID, ULID or similar (as the wallet's). */
const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export function adjustmentKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const key = headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY.test(key)) {
    throw invalidField('Idempotency-Key', 'is required on calls that move money (8-128 letters, digits, _ . : -)');
  }
  return key;
}

/** A record's answer: what a replay of its key says (the adjustment's state now). */
function answerOf(row: { status: string; approval_id: number | null; tx_public_id: string | null }): AdjustmentResult {
  return {
    status: row.status as AdjustmentResult['status'],
    tx_id: row.tx_public_id,
    approval_id: row.approval_id,
  };
}

/**
 * Ledger adjustments (issue 11): an operator credits or debits a player through the ledger with a
 * reason. At or below the coin's four-eyes amount (OPS_ADJUST_APPROVAL_ABOVE) it posts at once; above,
 * it queues a ledger.adjustment approval that posts when a second operator approves. Each runs once
 * per (operator, Idempotency-Key): the record's insert claims the key in the same transaction.
 */
export class AdjustmentsService {
  constructor(
    private readonly db: Db,
    private readonly thresholds: Map<CoinName, bigint>,
    private readonly approvals: ApprovalsService,
    private readonly audit: OpsAudit,
    private readonly players: Pick<PlayerSupport, 'find'>,
    private readonly wallet: ConsoleWallet,
    private readonly now: () => number,
  ) {}

  limits() {
    return {
      limits: [...this.thresholds].map(([coin, units]) => ({
        coin,
        max_without_approval: formatUnits(units, COINS[coin].decimals),
      })),
    };
  }

  async request(actor: Actor, input: LedgerAdjustment, key: string): Promise<AdjustmentResult> {
    const units = unitsOf(input);
    const hash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    try {
      return await writeTransaction(this.db, async (trx) => {
        const seen = await repo.byKey(trx, actor.operatorId, key);
        if (seen) return replay(seen, hash);
        if (!(await this.players.find(input.user_id, trx))) {
          throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such player', { field: 'user_id' });
        }
        const now = this.now();
        const limit = this.thresholds.get(input.coin);
        const alone = limit !== undefined && units <= limit;
        const id = await repo.insert(trx, {
          operator_id: actor.operatorId,
          idempotency_key: key,
          request_hash: hash,
          user_id: input.user_id,
          coin: input.coin,
          direction: input.direction,
          amount: units,
          reason: input.reason,
          status: alone ? 'posted' : 'pending_approval',
          created_at: now,
        });
        const payload = { ...input, adjustment_id: id };
        if (alone) {
          const txId = await postAndRecord(trx, this.wallet, this.audit, actor, payload, now);
          return { status: 'posted', tx_id: txId, approval_id: null };
        }
        const approvalId = await this.approvals.request(trx, actor, LEDGER_ADJUSTMENT_KIND, payload);
        await repo.update(trx, id, { approval_id: approvalId });
        return { status: 'pending_approval', tx_id: null, approval_id: approvalId };
      });
    } catch (error) {
      // The same key at the same moment (PostgreSQL): the first committed; answer as it did.
      if (!isUniqueViolation(error)) throw error;
      const stored = await repo.byKey(this.db, actor.operatorId, key);
      if (!stored) throw error;
      return replay(stored, hash);
    }
  }
}

function replay(row: Parameters<typeof answerOf>[0] & { request_hash: string }, hash: string): AdjustmentResult {
  if (row.request_hash !== hash) throw new ApiError(BodyCode.IDEMPOTENCY_CONFLICT);
  return answerOf(row);
}

function unitsOf(input: LedgerAdjustment): bigint {
  let units: bigint;
  try {
    units = parseUnits(input.amount, COINS[input.coin].decimals);
  } catch (error) {
    throw invalidField('amount', (error as Error).message);
  }
  if (units <= 0n) throw invalidField('amount', 'must be greater than 0');
  return units;
}
