import type { ModuleDeps } from '../module-deps';
import type { ApprovalKind } from '../ops';
import { InteractionsService } from './interactions.service';
import { postReportApprovalKind } from './post-report-approval';
import type { PostsConfig } from './posts.config';
import type { PostsPorts } from './posts.ports';
import { PostsService } from './posts.service';

export interface PostsServices {
  posts: PostsService;
  interactions: InteractionsService;
  images: PostsPorts['images'];
  /** The console's approvals-queue kind `post.report` (compose.ts registers it with ops). */
  reportKind: ApprovalKind;
}

export function createPostsServices({ config, database }: ModuleDeps<PostsConfig>, ports: PostsPorts): PostsServices {
  const now = ports.clock ?? (() => Date.now());
  const posts = new PostsService(database.db, ports, config.mediaHosts, now);
  const interactions = new InteractionsService(database.db, ports, posts, now);
  return {
    posts,
    interactions,
    images: ports.images,
    reportKind: postReportApprovalKind(posts, interactions) as ApprovalKind,
  };
}
