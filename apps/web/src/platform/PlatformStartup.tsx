'use client';

import { useLayoutEffect } from 'react';
import { useRouter } from '@/i18n/navigation';
import { getLaunchParams, markReady, onThemeChanged, startMessengerSdk } from './adapters/messenger';
import { ENTRY_PATH_STORAGE_KEY, launchKey, planStart, START_DONE_STORAGE_KEY } from './start';
import { openStartDialog } from './start-dialog';
import { applyThemeVariables } from './theme';

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/**
 * Inside the messenger, at start: its SDK starts loading (the calls below wait for it), the theme parameters become CSS variables on :root (and follow
 * theme changes), the messenger is told the page is ready, and once per launch the start parameter's
 * deep link / dialog or the kept entry path is acted on (start.ts). Renders nothing.
 */
export function PlatformStartup() {
  const router = useRouter();

  useLayoutEffect(() => {
    const params = getLaunchParams();
    if (!params) return;
    startMessengerSdk();
    const root = document.documentElement.style;
    applyThemeVariables(params.themeParams, root);
    const stopTheme = onThemeChanged((theme) => applyThemeVariables(theme, root));
    markReady();

    const session = storageOf('sessionStorage');
    const local = storageOf('localStorage');
    const key = launchKey(params.initData);
    if (session?.getItem(START_DONE_STORAGE_KEY) !== key) {
      session?.setItem(START_DONE_STORAGE_KEY, key);
      const storedEntryPath = local?.getItem(ENTRY_PATH_STORAGE_KEY) ?? null;
      local?.removeItem(ENTRY_PATH_STORAGE_KEY);
      const plan = planStart({
        startParam: params.startParam,
        currentPath: `${window.location.pathname}${window.location.search}`,
        storedEntryPath,
      });
      if (plan.navigateTo) router.replace(plan.navigateTo);
      if (plan.dialog) openStartDialog(plan.dialog);
    }
    return stopTheme;
  }, [router]);

  return null;
}
