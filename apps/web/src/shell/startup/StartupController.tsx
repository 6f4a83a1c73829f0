'use client';

import type { Locale } from '@app/shared';
import { useEffect, useState } from 'react';
import { useApiClient } from '@/lib/api/api-provider';
import { localStorageOrUndefined } from '@/lib/storage/local-storage';
import { LocaleChoice } from '@/shell/locale/LocaleChoice';
import { reportError } from '@/shell/notices/report-error';
import { useErrorNotice } from '@/shell/notices/use-error-notice';
import { useUserStore } from '@/shell/session/user-store';
import { createCplInitGuard } from './cpl-init-guard';
import { isGuideSeen } from './guide-flag';
import { homeInitDelayMs, MAX_SPLASH_MS } from './home-init';
import { useStartupStore } from './startup-store';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const cplInitGuard = createCplInitGuard(sessionStorageOrUndefined);

function markHomeInitNow() {
  useStartupStore.getState().markHomeInit(performance.now());
}

/**
 * The start-up steps of spec 4.1 that follow login detection (shell/session/SessionBootstrap does
 * steps 3-5: detection, user info and wallet addresses, the login-home redirect): the new-user video
 * preload (step 1), home initialised no sooner than 2 s (signed in) or 1 s (signed out) after the
 * start (steps 4-5), the locale choice once signed in (step 4: shell/locale), and the task
 * service's init once per session per user (step 6). Renders only the preloading video.
 */
export function StartupController({ locale, storedLocale }: { locale: Locale; storedLocale: Locale | null }) {
  const api = useApiClient();
  const notify = useErrorNotice();
  const status = useUserStore((s) => s.status);
  const userId = useUserStore((s) => (s.hasLogin ? s.userId : 0));
  const [preloadGuide, setPreloadGuide] = useState(false);

  useEffect(() => {
    setPreloadGuide(!isGuideSeen(localStorageOrUndefined()));
    const ceiling = setTimeout(markHomeInitNow, Math.max(0, MAX_SPLASH_MS - performance.now()));
    return () => clearTimeout(ceiling);
  }, []);

  useEffect(() => {
    if (status === 'checking' || useStartupStore.getState().homeInit) return;
    // "Since start": the page's time origin (navigation start), which performance.now() counts from.
    const id = setTimeout(markHomeInitNow, homeInitDelayMs(performance.now(), status === 'signed-in'));
    return () => clearTimeout(id);
  }, [status]);

  useEffect(() => {
    if (!cplInitGuard.claim(userId)) return;
    // The contract comes with the call (docs/benchmarks.md, "first-load JavaScript").
    import('@app/shared/tasklib/contracts')
      .then(({ cplInit }) => api.call(cplInit, {}))
      .then(
        () => {
          cplInitGuard.done(userId);
          useStartupStore.getState().setCplInitError(false);
        },
        (error: unknown) => {
          // Spec 8.1: a task service init failure sets the error flag and goes to the shared handler.
          cplInitGuard.failed(userId);
          useStartupStore.getState().setCplInitError(true);
          reportError(`task service init failed: ${error instanceof Error ? error.message : String(error)}`, {
            kind: 'cpl_init',
          });
          notify(error);
        },
      );
  }, [api, userId, notify]);

  return (
    <>
      {/* Spec 4.1 step 4: "if logged in: resolve language and country; switch the locale if it differs". */}
      <LocaleChoice locale={locale} storedLocale={storedLocale} enabled={status === 'signed-in'} />
      {preloadGuide && (
        // Chromium ignores <link rel=preload as=video>; a hidden media element with preload=auto fetches it.
        <video hidden preload="auto" muted playsInline data-testid="guide-video-preload">
          <source src="/video/newbie-guide.webm" type="video/webm" />
          <source src="/video/newbie-guide.mp4" type="video/mp4" />
        </video>
      )}
    </>
  );
}
