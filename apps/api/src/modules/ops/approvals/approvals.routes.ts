import { opsDecideApproval, opsGetApproval, opsListApprovals } from '@app/shared/ops/approval-contracts';
import { type OpsRoutes, opsRoute } from '../ops-route';
import type { ApprovalsService } from './approvals.service';

/** The approvals queue: read (approvals.read), decide (approvals.decide and the kind's own permission). */
export function registerApprovalRoutes(ops: OpsRoutes, approvals: ApprovalsService): void {
  opsRoute(ops, { endpoint: opsListApprovals, permission: 'approvals.read' }, (input) =>
    approvals.list(
      { kind: input.kind, status: input.status, requestedBy: input.requested_by },
      input.page,
      input.page_size,
    ),
  );
  opsRoute(ops, { endpoint: opsGetApproval, permission: 'approvals.read' }, (input) => approvals.get(input.id));
  opsRoute(ops, { endpoint: opsDecideApproval, permission: 'approvals.decide' }, (input, { actor, operator }) =>
    approvals.decide(actor, operator.roles, input.id, input.decision, input.reason),
  );
}
