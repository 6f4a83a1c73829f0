'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { currentRoute, loginHomePath } from '@/lib/routes/paths';
import { type SessionStatus, useUserStore } from './user-store';

/**
 * For screens that only make sense signed in but are not on spec 2.4's list (the wallet): once
 * start-up detection says signed out (or the user logs out here), go to login-home and come back.
 */
export function useRequireSignIn(): SessionStatus {
  const status = useUserStore((s) => s.status);
  const locale = useLocale();
  useEffect(() => {
    if (status === 'signed-out') window.location.replace(loginHomePath(locale, currentRoute()));
  }, [status, locale]);
  return status;
}
