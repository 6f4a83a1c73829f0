import { z } from 'zod';
import type { ApprovalKind } from '../ops';
import type { ApplicationsService } from './applications.service';

export const AGENTS_APPLY_KIND = 'agents.apply';

const ZApplicationReview = z.object({ application_id: z.number().int(), summary: z.string() });
export type ApplicationReview = z.output<typeof ZApplicationReview>;

/**
 * An agent application as an item of the console's approvals queue (issue 11's queue, reused): approving
 * makes the player an agent (with their parent agent), rejecting records the operator's reason, which
 * the player reads on /agents/ap. Both move the application from pending in one conditional update.
 */
export function applicationApprovalKind(applications: ApplicationsService): ApprovalKind<ApplicationReview> {
  return {
    kind: AGENTS_APPLY_KIND,
    payload: ZApplicationReview,
    permission: 'approvals.decide',
    summary: (p) => p.summary,
    approve: (trx, p, decision) => applications.approve(trx, p.application_id, decision.at),
    reject: (trx, p, decision) => applications.reject(trx, p.application_id, decision.reason, decision.at),
  };
}
