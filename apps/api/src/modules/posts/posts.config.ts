import { z } from 'zod';
import { listOf } from '../../lib/env';

/**
 * The hosts a post's https media may come from besides our own uploads (docs/decisions.md): GIFs from
 * Giphy and pictures and videos from Wikimedia Commons by default. A deployment sets its own list.
 */
export const DEFAULT_POST_MEDIA_HOSTS = 'media.giphy.com,i.giphy.com,upload.wikimedia.org';

/** The posts module's environment variables (config.ts merges every module's into one schema). */
export const POSTS_ENV = {
  /** Comma-separated host names (exact match) a post's https image, gif, video or cover may use. */
  POSTS_MEDIA_HOSTS: z.string().default(DEFAULT_POST_MEDIA_HOSTS),
};
type PostsEnv = z.output<z.ZodObject<typeof POSTS_ENV>>;

export interface PostsConfig {
  mediaHosts: readonly string[];
}

export function loadPostsConfig(e: PostsEnv): PostsConfig {
  return { mediaHosts: listOf(e.POSTS_MEDIA_HOSTS).map((h) => h.toLowerCase()) };
}
