import { BodyCode } from '@app/shared';
import type { Approval } from '@app/shared/ops/approval-contracts';
import { hasPermission } from '@app/shared/ops/permissions';
import type { OpsRole } from '@app/shared/ops/roles';
import { writeTransaction } from '../../../db/transaction';
import type { Db, DbOrTrx } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import type { Actor, OpsAudit } from '../audit';
import { type ApprovalFilter, type ApprovalRow, approvalRepository as repo } from './approval.repository';
import type { ApprovalKinds } from './approval-kind';
import { systemRequester } from './system-requester';

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

function view(r: ApprovalRow): Approval {
  return {
    id: r.id,
    kind: r.kind,
    summary: r.summary,
    payload: parse(r.payload_json),
    requested_by: r.requested_by,
    requested_by_email: r.requested_by_email,
    requested_at: r.requested_at,
    status: r.status as Approval['status'],
    decided_by: r.decided_by,
    decided_by_email: r.decided_by_email ?? null,
    decided_at: r.decided_at,
    reason: r.reason,
    result: parse(r.result_json),
  };
}

/**
 * The generic approvals queue (issue 11): items of the registered kinds wait for a second operator.
 * The requester never decides their own item, an item is decided once, and approving runs the kind's
 * action in the same transaction as the decision and its audit entry.
 */
export class ApprovalsService {
  constructor(
    private readonly db: Db,
    readonly kinds: ApprovalKinds,
    private readonly audit: OpsAudit,
    private readonly now: () => number,
  ) {}

  /** Queues an item in the caller's transaction (the request and its audit entry commit together). */
  async request(trx: DbOrTrx, actor: Actor, kind: string, payload: unknown): Promise<number> {
    const type = this.kinds.get(kind);
    const checked = type.payload.parse(payload);
    const summary = type.summary(checked).slice(0, 200);
    const id = await repo.insert(trx, {
      kind,
      payload_json: JSON.stringify(checked),
      summary,
      requested_by: actor.operatorId,
      requested_at: this.now(),
    });
    await this.audit.record(trx, actor, {
      action: 'approval.request',
      target: `approval:${id}`,
      after: { kind, summary, payload: checked },
    });
    return id;
  }

  /**
   * Queues an item a player's action asks for (no operator requested it), in the caller's transaction:
   * the requester is the System account (system-requester.ts), `source` says who ("player:<id>").
   */
  async requestBySystem(trx: DbOrTrx, source: string, kind: string, payload: unknown): Promise<number> {
    return this.request(trx, await systemRequester(trx, source, this.now()), kind, payload);
  }

  async list(filter: ApprovalFilter, page: number, pageSize: number) {
    const { rows, total } = await repo.page(this.db, filter, (page - 1) * pageSize, pageSize);
    return { items: rows.map(view), page, page_size: pageSize, total };
  }

  async get(id: number): Promise<Approval> {
    const row = await repo.get(this.db, id);
    if (!row) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such item', { field: 'id' });
    return view(row);
  }

  async decide(
    actor: Actor,
    roles: readonly OpsRole[],
    id: number,
    decision: 'approve' | 'reject',
    reason: string,
  ): Promise<Approval> {
    await writeTransaction(this.db, async (trx) => {
      const row = await repo.get(trx, id);
      if (!row) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such item', { field: 'id' });
      if (row.requested_by === actor.operatorId) throw new ApiError(BodyCode.APPROVAL_OWN_REQUEST);
      if (row.status !== 'pending') throw new ApiError(BodyCode.APPROVAL_DECIDED, undefined, { status: row.status });
      const kind = this.kinds.get(row.kind);
      if (!hasPermission(roles, kind.permission)) {
        throw new ApiError(BodyCode.OPS_PERMISSION_DENIED, undefined, { permission: kind.permission });
      }
      const at = this.now();
      const status = decision === 'approve' ? 'approved' : 'rejected';
      if (!(await repo.decide(trx, id, { status, decidedBy: actor.operatorId, at, reason }))) {
        throw new ApiError(BodyCode.APPROVAL_DECIDED);
      }
      const payload = kind.payload.parse(parse(row.payload_json));
      const context = { approvalId: id, actor, at, reason };
      let result: unknown = null;
      if (decision === 'approve') result = (await kind.approve(trx, payload, context)) ?? null;
      else await kind.reject(trx, payload, context);
      if (result !== null) await repo.setResult(trx, id, JSON.stringify(result));
      await this.audit.record(trx, actor, {
        action: `approval.${decision}`,
        target: `approval:${id}`,
        before: { kind: row.kind, status: 'pending' },
        after: { kind: row.kind, status, reason, result },
      });
    });
    return this.get(id);
  }
}
