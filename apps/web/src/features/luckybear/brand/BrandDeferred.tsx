'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useApiClient } from '@/lib/api/api-provider';
import { setSessionExemptUserIds } from '@/shell/session/body-code-handler';
import { useSignedInUserId } from '@/shell/session/user-store';
import { useLuckybearGoogleReturn } from '../sign-in/use-google-sign-in';
import { useLuckybearLoginConf } from '../sign-in/use-login-conf';
import { reportGaClientId, reportUserAction } from './brand-reports';
import { gaClientIdOf } from './ga-client-id';

/** Session storage flag: this tab has sent its GA client id for this player. */
const GA_SENT_KEY = 'luckybear.ga_sent';

/**
 * The frame's work that waits for the first paint (loaded by BrandFrame after hydration): finishing a
 * return from Google (?code&state: the dialog is long closed by then), handing the API's session-exempt
 * ids (spec 6, lb_login_conf) to the body-code handler, and the brand's reports (spec 7.7: a page view
 * per brand page, the GA client id once per tab and player).
 */
export function BrandDeferred({ onSignedIn }: { onSignedIn: () => void }) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const pathname = usePathname();
  useLuckybearGoogleReturn(onSignedIn);
  const exempt = useLuckybearLoginConf().data?.session_exempt_user_ids;
  useEffect(() => {
    if (exempt) setSessionExemptUserIds(exempt);
  }, [exempt]);

  useEffect(() => {
    if (userId > 0 && pathname) void reportUserAction(api, 'page_view', { path: pathname });
  }, [api, userId, pathname]);

  useEffect(() => {
    if (userId === 0) return;
    const id = gaClientIdOf(document.cookie);
    if (!id || window.sessionStorage.getItem(GA_SENT_KEY) === `${userId}:${id}`) return;
    window.sessionStorage.setItem(GA_SENT_KEY, `${userId}:${id}`);
    void reportGaClientId(api, id);
  }, [api, userId]);
  return null;
}
