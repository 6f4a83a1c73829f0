/**
 * The API's public development analytics token (apps/api/src/config.ts DEV_ANALYTICS), used when
 * ANALYTICS_TOKEN is not set, like the API's other development values.
 */
export const DEV_ANALYTICS_TOKEN = 'dev-analytics-token-public';

/** What the browser needs to report analytics; read on the server per request (like the API hosts). */
export interface AnalyticsConfig {
  token: string;
  appName: string;
  env: 'production' | 'staging';
  hosts: { production: string; staging: string };
}

/**
 * ANALYTICS_TOKEN (the client token the collector knows; unset: the API's public development token),
 * ANALYTICS_APP_NAME, ANALYTICS_ENV (production | staging), ANALYTICS_HOST and
 * ANALYTICS_STAGING_HOST (default: the main API host, where this project's collector runs).
 */
export function resolveAnalyticsConfig(
  env: Record<string, string | undefined>,
  mainApiBaseUrl: string,
): AnalyticsConfig {
  const production = (env.ANALYTICS_HOST || mainApiBaseUrl).replace(/\/+$/, '');
  return {
    token: env.ANALYTICS_TOKEN ?? DEV_ANALYTICS_TOKEN,
    appName: env.ANALYTICS_APP_NAME || 'platform_web',
    env: env.ANALYTICS_ENV === 'staging' ? 'staging' : 'production',
    hosts: { production, staging: (env.ANALYTICS_STAGING_HOST || production).replace(/\/+$/, '') },
  };
}
