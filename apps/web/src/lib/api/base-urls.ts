import { SERVICE_GROUPS, type ServiceGroupId } from '@app/shared';

export type ApiBaseUrls = Record<ServiceGroupId, string>;

export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:8080';

/**
 * One base URL per service group (spec 7.1: each group has its own host family). API_BASE_URL is the
 * shared API server; API_BASE_URL_<GROUP> (e.g. API_BASE_URL_TASKLIB) moves one group to its own host.
 * Read on the server at request time and handed to the browser, so a deployment changes hosts
 * without a rebuild.
 */
export function resolveApiBaseUrls(env: Record<string, string | undefined>): ApiBaseUrls {
  const base = (env.API_BASE_URL || DEFAULT_API_BASE_URL).replace(/\/+$/, '');
  const urls = {} as ApiBaseUrls;
  for (const group of Object.values(SERVICE_GROUPS)) {
    const own = env[`API_BASE_URL_${group.id.toUpperCase()}`];
    urls[group.id as ServiceGroupId] = own ? own.replace(/\/+$/, '') : `${base}${group.mountPrefix}`;
  }
  return urls;
}
