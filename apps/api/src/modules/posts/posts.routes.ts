import { BodyCode } from '@app/shared';
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  getPost,
  likePost,
  listComments,
  profilePosts,
  reportContent,
  UPLOAD_POST_IMAGE_PATH,
  updatePost,
} from '@app/shared/posts/post-contracts';
import type { FastifyInstance } from 'fastify';
import { acceptImageUploads, readImageUpload } from '../../lib/images';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { PostsServices } from './posts.services';

const signedIn = { auth: 'required' } as const;
/** Reads are public (the post page and its metadata render signed out); signed in, liked_by_me and mine are set. */
const anyone = { auth: 'optional' } as const;

/** The community interaction service group (spec 7.1, issue 18 item 3): /community/... */
export async function registerCommunityRoutes(scope: FastifyInstance, { posts, interactions, images }: PostsServices) {
  registerEndpoint(scope, createPost, async (input, r) => posts.create(sessionOf(r).userId, input), signedIn);
  registerEndpoint(scope, updatePost, async (input, r) => posts.update(sessionOf(r).userId, input), signedIn);
  registerEndpoint(scope, deletePost, async (input, r) => posts.remove(sessionOf(r).userId, input.post_id), signedIn);
  registerEndpoint(scope, getPost, async (input, r) => posts.detail(input.post_id, r.session?.userId), anyone);
  registerEndpoint(
    scope,
    profilePosts,
    async (input, r) => posts.byProfile(input.xid, input.cursor, input.limit, r.session?.userId),
    anyone,
  );
  registerEndpoint(
    scope,
    likePost,
    async (input, r) => interactions.like(sessionOf(r).userId, input.post_id, input.like),
    signedIn,
  );
  registerEndpoint(
    scope,
    listComments,
    async (input, r) => interactions.list(input.post_id, input.cursor, input.limit, r.session?.userId),
    anyone,
  );
  registerEndpoint(
    scope,
    addComment,
    async (input, r) => interactions.add(sessionOf(r).userId, input.post_id, input.text),
    signedIn,
  );
  registerEndpoint(
    scope,
    deleteComment,
    async (input, r) => interactions.remove(sessionOf(r).userId, input.comment_id),
    signedIn,
  );
  registerEndpoint(scope, reportContent, async (input, r) => interactions.report(sessionOf(r).userId, input), signedIn);

  // A post's picture goes through the profiles' image pipeline (purpose 'post': proportions kept).
  await acceptImageUploads(scope, images.maxBytes);
  scope.post(UPLOAD_POST_IMAGE_PATH, { config: { commonHeaders: true, auth: 'required' } }, async (request) => {
    const upload = await readImageUpload(request, images.maxBytes);
    const { image_id, url, thumb_url, width, height } = await images.upload(
      sessionOf(request).userId,
      'post',
      upload.bytes,
    );
    return { code: BodyCode.OK, msg: 'ok', data: { image_id, url, thumb_url, width, height } };
  });
}
