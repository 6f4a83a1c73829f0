import { opsSetLibrary } from '@app/shared/posts/post-contracts';
import { type OpsAudit, type OpsRoutes, opsRoute } from '../ops';
import type { PostsServices } from './posts.services';

/** The console's library shelf (permission catalogue.edit: the content role), audited in its transaction. */
export function registerPostsOpsRoutes(ops: OpsRoutes, { posts }: PostsServices, audit: OpsAudit): void {
  opsRoute(ops, { endpoint: opsSetLibrary, permission: 'catalogue.edit' }, (input, { actor }) =>
    posts.setLibrary(input.post_id, input.category, (trx, before, after) =>
      audit.record(trx, actor, { action: 'post.library', target: `post:${input.post_id}`, before, after }),
    ),
  );
}
