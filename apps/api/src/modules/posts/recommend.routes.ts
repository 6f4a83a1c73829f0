import { libraryList, recommendFeed } from '@app/shared/posts/post-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import type { PostsServices } from './posts.services';

const anyone = { auth: 'optional' } as const;

/** The community recommend service group (spec 7.1, issue 18 item 3): /recommend/... */
export async function registerRecommendRoutes(scope: FastifyInstance, { posts }: PostsServices) {
  registerEndpoint(
    scope,
    recommendFeed,
    async (input, r) => posts.feed(input.cursor, input.limit, r.session?.userId),
    anyone,
  );
  registerEndpoint(
    scope,
    libraryList,
    async (input, r) => posts.library(input.category, input.cursor, input.limit, r.session?.userId),
    anyone,
  );
}
