import { resolveApiBaseUrls } from '@/lib/api/base-urls';

/**
 * The host of the posts' images for a server page to hand to its screens (read at request time, like
 * the layout's): the profile group's, which serves the image pipeline's `/profile/media/...` paths.
 */
export function postMediaBase(): string {
  return resolveApiBaseUrls(process.env).profile;
}
