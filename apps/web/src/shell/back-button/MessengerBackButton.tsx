'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useRouter } from '@/i18n/navigation';
import { backTarget } from '@/lib/routes/back-target';
import { canGoBackInHistory, platform, rememberEntryPath, where } from '@/platform';

/**
 * Spec 2.7: inside the messenger, shows its back button on every page and answers each press by the
 * table in back-target.ts. Closing asks first (the messenger's popup: destructive close, cancel);
 * on close the entry page is kept so the next launch re-opens there (platform/start.ts). "Back in
 * history" with no earlier page in this tab (the mini app was opened on this page) goes to / instead
 * of doing nothing. Renders nothing.
 */
export function MessengerBackButton() {
  const router = useRouter();
  const t = useTranslations('shell.platform');
  const asking = useRef(false);

  useEffect(() => {
    if (where() !== 'tg') return;
    platform.showBackButton();
    return platform.onBackPressed(() => {
      if (asking.current) return;
      const action = backTarget(window.location.pathname, window.location.search);
      if (action.kind === 'navigate') {
        router.push(action.to);
      } else if (action.kind === 'history') {
        if (canGoBackInHistory()) router.back();
        else router.replace('/');
      } else {
        asking.current = true;
        const texts = {
          title: t('close_confirm_title'),
          message: t('close_confirm_message'),
          close: t('close_confirm_close'),
        };
        platform
          .confirmClose(texts)
          .then((close) => {
            if (!close) return;
            rememberEntryPath(window.location.pathname, window.localStorage);
            platform.close();
          })
          .catch((error: unknown) => console.warn(error instanceof Error ? error.message : error))
          .finally(() => {
            asking.current = false;
          });
      }
    });
  }, [router, t]);

  return null;
}
