import { type PostReportPayload, ZPostReportPayload } from '@app/shared/posts/post-contracts';
import type { ApprovalKind } from '../ops';
import type { InteractionsService } from './interactions.service';
import type { PostsService } from './posts.service';

export const POST_REPORT_KIND = 'post.report';

/**
 * A player's report as an item of the operators' one approvals queue (issue 11's queue, reused):
 * approving upholds it and hides the post (gone from feeds, search and its page: 1340) or the comment;
 * rejecting dismisses it and changes nothing. Either is a no-op on content already gone.
 */
export function postReportApprovalKind(
  postsService: PostsService,
  interactions: InteractionsService,
): ApprovalKind<PostReportPayload> {
  return {
    kind: POST_REPORT_KIND,
    payload: ZPostReportPayload,
    permission: 'approvals.decide',
    summary: (p) => `${p.target} ${p.id} reported for ${p.reason}: ${p.excerpt}`,
    approve: async (trx, p, decision) => {
      if (p.target === 'post') await postsService.hide(trx, Number(p.id), decision.at);
      else await interactions.hideComment(trx, Number(p.id), decision.at);
      return { hidden: `${p.target} ${p.id}` };
    },
    reject: async () => {},
  };
}
