import { TASKLIB_AUDIT_KIND } from '@app/shared/tasklib/audit-ops-contracts';
import { z } from 'zod';
import type { ApprovalKind } from '../../ops';
import type { OfferAudits } from './audits.service';

const ZAuditReview = z.object({
  audit_id: z.string(),
  summary: z.string(),
  user_id: z.number().int(),
  xb_offer_id: z.string(),
  offer_title: z.string(),
  click_id: z.string(),
  content: z.string(),
  reward: z.string(),
});
export type AuditReview = z.output<typeof ZAuditReview>;

/**
 * A player's proof of a task as an item of the console's approvals queue (issue 11's queue, reused):
 * approving credits the reward through the conversions (once: the audit moves from pending in one
 * conditional update, and the conversion id is the audit's); rejecting records the reason.
 */
export function auditApprovalKind(audits: OfferAudits): ApprovalKind<AuditReview> {
  return {
    kind: TASKLIB_AUDIT_KIND,
    payload: ZAuditReview,
    permission: 'approvals.decide',
    summary: (p) => p.summary,
    approve: (trx, p) => audits.approve(trx, p.audit_id),
    reject: (trx, p, decision) => audits.reject(trx, p.audit_id, decision.reason),
  };
}
