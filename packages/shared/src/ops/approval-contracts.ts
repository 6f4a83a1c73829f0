import { z } from 'zod';
import { defineOpsEndpoint } from './ops-endpoint';
import { pageOf, ZPageQuery, ZReason, ZRowId, ZRowIdQuery } from './paging';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZApprovalStatus = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof ZApprovalStatus>;

/** A kind of queued item, "<area>.<what>": ledger.adjustment; later withdrawals, gifts, agents. */
export const ZApprovalKind = z.string().regex(/^[a-z0-9_]+\.[a-z0-9_.]+$/, 'must be a kind such as ledger.adjustment');

export const ZApproval = z.object({
  id: z.number(),
  kind: z.string(),
  /** One line for the queue's table ("Credit 500 KUSDT to 1234567890"). */
  summary: z.string(),
  /** The kind's payload as its contract describes it (ledger.adjustment: @app/shared/wallet/ops-contracts). */
  payload: z.unknown(),
  requested_by: z.number(),
  requested_by_email: z.string(),
  requested_at: z.number(),
  status: ZApprovalStatus,
  decided_by: z.number().nullable(),
  decided_by_email: z.string().nullable(),
  decided_at: z.number().nullable(),
  /** The decider's reason; null while pending. */
  reason: z.string().nullable(),
  /** What approving did, as the kind reports it (ledger.adjustment: the transaction id); null otherwise. */
  result: z.unknown(),
});
export type Approval = z.infer<typeof ZApproval>;

/** The queue, newest first; filter by kind, status, requester. */
export const opsListApprovals = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/approvals',
  summary: 'The approvals queue, filtered and paged (newest first)',
  request: z.object({
    kind: ZApprovalKind.optional(),
    status: ZApprovalStatus.optional(),
    requested_by: ZRowIdQuery.optional(),
    ...ZPageQuery,
  }),
  response: pageOf(ZApproval),
});

export const opsGetApproval = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/approvals/item',
  summary: 'One queued item',
  request: z.object({ id: ZRowIdQuery }),
  response: ZApproval,
});

/**
 * Approve or reject a pending item, with a reason. The requester may never decide their own item
 * (1036); a decided item cannot be decided again (1035). Approving runs the kind's action in the same
 * transaction as the decision; the kind names the permission its deciders need besides approvals.decide.
 */
export const opsDecideApproval = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/approvals/decide',
  summary: 'Approve or reject a queued item, with a reason (never your own)',
  request: z.object({ id: ZRowId, decision: z.enum(['approve', 'reject']), reason: ZReason }),
  response: ZApproval,
});
