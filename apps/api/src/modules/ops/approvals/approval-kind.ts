import type { OpsPermission } from '@app/shared/ops/permissions';
import type { z } from 'zod';
import type { DbOrTrx } from '../../../db/types';
import type { Actor } from '../audit';

/** A decision being made: the item, who decides and when (the kind's action runs in its transaction). */
export interface Decision {
  approvalId: number;
  actor: Actor;
  at: number;
  reason: string;
}

/**
 * One kind of queued item (issue 11; ledger.adjustment today, withdrawals, gifts and agents later).
 * A feature adds a kind by registering one of these (compose.ts wires it), not a queue of its own.
 */
export interface ApprovalKind<P = unknown> {
  /** "<area>.<what>", as the queue shows and filters it. */
  kind: string;
  /** The payload's zod contract: checked when the item is queued and again when it is decided. */
  payload: z.ZodType<P>;
  /** The permission a decider needs besides approvals.decide (the same table, checked by the queue). */
  permission: OpsPermission;
  /** One line for the queue's table. */
  summary(payload: P): string;
  /** What approving does, in the decision's transaction: a failure rolls the decision back. Answers the result shown. */
  approve(trx: DbOrTrx, payload: P, decision: Decision): Promise<unknown>;
  /** What rejecting does besides marking the item (release what the request held). */
  reject(trx: DbOrTrx, payload: P, decision: Decision): Promise<void>;
}

/** The registry of kinds: one place that knows every kind the queue can hold. */
export class ApprovalKinds {
  private readonly kinds = new Map<string, ApprovalKind>();

  register<P>(kind: ApprovalKind<P>): void {
    if (this.kinds.has(kind.kind)) throw new Error(`approval kind ${kind.kind} registered twice`);
    this.kinds.set(kind.kind, kind as ApprovalKind);
  }

  get(kind: string): ApprovalKind {
    const found = this.kinds.get(kind);
    // A row of a kind no longer registered is a deployment error, not the operator's.
    if (!found) throw new Error(`unknown approval kind ${kind}`);
    return found;
  }
}
