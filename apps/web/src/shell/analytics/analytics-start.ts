import { getLaunchParams, where } from '@/platform';
import { AnalyticsClient } from './analytics-client';
import type { AnalyticsConfig } from './config';

export interface AnalyticsStart {
  config: AnalyticsConfig;
  locale: string;
  userId: number;
}

/**
 * Starts the analytics client and sends app-init; null (reported to the console) when it cannot start
 * (no token, no messenger user data): the app goes on without analytics. Loaded with the client, when
 * AnalyticsProvider starts it, so none of it is in a page's first-load JavaScript.
 */
export function startAnalytics({ config, locale, userId }: AnalyticsStart): AnalyticsClient | null {
  try {
    const launch = getLaunchParams();
    const started = AnalyticsClient.init({
      ...config,
      session: {
        platform: where(),
        locale,
        initData: launch?.initData,
        startParam: launch?.startParam ?? '',
        signedInUserId: userId,
        newId: () => crypto.randomUUID(),
      },
    });
    started.appInit();
    return started;
  } catch (error) {
    console.error('analytics did not start:', (error as Error).message);
    return null;
  }
}
