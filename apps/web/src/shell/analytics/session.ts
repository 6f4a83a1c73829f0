import type { AnalyticsEventInput } from '@app/shared/analytics/contracts';
import { AnalyticsError } from './errors';

export type AnalyticsSession = Omit<
  AnalyticsEventInput,
  'event_id' | 'event_name' | 'custom_data' | 'client_timestamp'
>;

export interface SessionSource {
  appName: string;
  platform: 'tg' | 'app' | 'h5';
  locale: string;
  /** Messenger init data (raw query string) when inside the messenger. */
  initData: string | undefined;
  startParam: string;
  /** The signed-in user outside the messenger (0 when signed out). */
  signedInUserId: number;
  newId(): string;
}

/**
 * The analytics session (spec 3): inside the messenger it is the messenger user (no user data is
 * the error USER_DATA_IS_NOT_PROVIDED); in the plain browser and the native app, the signed-in user.
 */
export function buildSession(source: SessionSource): AnalyticsSession {
  let userId = source.signedInUserId > 0 ? String(source.signedInUserId) : '';
  let isPremium = false;
  if (source.platform === 'tg') {
    const raw = source.initData ? new URLSearchParams(source.initData).get('user') : null;
    let user: { id?: unknown; is_premium?: unknown } | undefined;
    try {
      user = raw ? (JSON.parse(raw) as typeof user) : undefined;
    } catch {
      user = undefined;
    }
    if (!user || (typeof user.id !== 'number' && typeof user.id !== 'string')) {
      throw new AnalyticsError('USER_DATA_IS_NOT_PROVIDED');
    }
    userId = String(user.id);
    isPremium = user.is_premium === true;
  }
  return {
    session_id: source.newId(),
    user_id: userId,
    app_name: source.appName,
    is_premium: isPremium,
    platform: source.platform,
    locale: source.locale,
    start_param: source.startParam,
  };
}
