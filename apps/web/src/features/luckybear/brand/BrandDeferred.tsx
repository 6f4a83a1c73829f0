'use client';

import { useEffect } from 'react';
import { setSessionExemptUserIds } from '@/shell/session/body-code-handler';
import { useLuckybearGoogleReturn } from '../sign-in/use-google-sign-in';
import { useLuckybearLoginConf } from '../sign-in/use-login-conf';

/**
 * The frame's work that waits for the first paint (loaded by BrandFrame after hydration): finishing a
 * return from Google (?code&state: the dialog is long closed by then), and handing the API's
 * session-exempt ids (spec 6, lb_login_conf) to the body-code handler.
 */
export function BrandDeferred({ onSignedIn }: { onSignedIn: () => void }) {
  useLuckybearGoogleReturn(onSignedIn);
  const exempt = useLuckybearLoginConf().data?.session_exempt_user_ids;
  useEffect(() => {
    if (exempt) setSessionExemptUserIds(exempt);
  }, [exempt]);
  return null;
}
