import { resolveApiBaseUrls } from '@/lib/api/base-urls';

/**
 * An image path of the API (`/profile/media/...`) on the profile group's host. The pages get the base
 * URL from the server (resolveApiBaseUrls), so moving the group moves its images too.
 */
export function mediaUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The profile group's base URL for a server page to hand to its screen (read at request time, like the layout's). */
export function profileMediaBase(): string {
  return resolveApiBaseUrls(process.env).profile;
}
