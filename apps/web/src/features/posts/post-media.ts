/**
 * An image address of a post or its author: the API answers its own uploads as paths of the image
 * pipeline (`/profile/media/...`, shared with the profiles), served by the profile group's host, which
 * the pages read on the server (resolveApiBaseUrls) and hand down. An https address of the API's
 * allow-list (a video) is used as it is.
 */
export function mediaUrl(base: string, path: string): string {
  if (/^https:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}${path}`;
}
