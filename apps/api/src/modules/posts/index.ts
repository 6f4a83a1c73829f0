/**
 * The posts module's public face (issue 18 item 3): posts with spec 3's content blocks, likes,
 * comments, reports (approval kind post.report), the recommend feed and the library.
 */

export { HOURS_PER_DOUBLING, hotScore } from './hot-score';
export { POSTS_MIGRATIONS } from './migrations';
export { loadPostsConfig, POSTS_ENV, type PostsConfig } from './posts.config';
export type { PostsPorts } from './posts.ports';
export { registerCommunityRoutes } from './posts.routes';
export { OFFICIAL_XID, seedLibraryGuides } from './posts.seed';
export { createPostsServices, type PostsServices } from './posts.services';
export type { PostsTables } from './posts.tables';
export { registerPostsOpsRoutes } from './posts-ops.routes';
export { registerRecommendRoutes } from './recommend.routes';
