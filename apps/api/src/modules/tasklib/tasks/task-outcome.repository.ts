import type { DbOrTrx } from '../../../db/types';
import { toUnits } from '../../wallet';

export interface TaskOutcome {
  amountUnits: bigint;
  decidedAt: number | null;
  reason: string | null;
}

/** What became of takes: their latest conversion (credited amount, when) or rejected audit (why). */
export const taskOutcomeRepository = {
  async byClicks(db: DbOrTrx, clickIds: readonly string[]): Promise<Map<string, TaskOutcome>> {
    const outcomes = new Map<string, TaskOutcome>();
    if (clickIds.length === 0) return outcomes;
    const audits = await db
      .selectFrom('offer_audit')
      .select(['click_id', 'reason', 'decided_at'])
      .where('click_id', 'in', clickIds)
      .where('status', '=', 'rejected')
      .orderBy('id')
      .execute();
    for (const a of audits) {
      outcomes.set(a.click_id, {
        amountUnits: 0n,
        decidedAt: a.decided_at === null ? null : Number(a.decided_at),
        reason: a.reason,
      });
    }
    const conversions = await db
      .selectFrom('offer_conversion')
      .select(['click_id', 'amount_units', 'decided_at', 'reason', 'status'])
      .where('click_id', 'in', clickIds)
      .where('status', '!=', 'rejected')
      .orderBy('id')
      .execute();
    for (const c of conversions) {
      outcomes.set(c.click_id, {
        amountUnits: toUnits(c.amount_units),
        decidedAt: c.decided_at === null ? null : Number(c.decided_at),
        reason: c.reason,
      });
    }
    return outcomes;
  },
};
