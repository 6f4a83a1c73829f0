'use client';

import type { Locale } from '@app/shared';
import { useEffect } from 'react';
import { SessionBootstrap } from '@/shell/session/SessionBootstrap';
import { LaunchVideoChoice } from './LaunchVideoChoice';
import { StartupController } from './StartupController';
import { warmIntlSoon } from './warm-intl';

/**
 * The start-up work of spec 4.1 (sign-in detection, then the steps after it and the locale choice),
 * loaded by AppShell as its own chunk right at hydration, under the splash: none of it paints, so the
 * page's first paint and hydration do not wait for its code (the platform layer, the locale choice,
 * the notice texts, the query behind the splash's video choice). Detection starts first.
 */
export function StartupWork({ locale, storedLocale }: { locale: Locale; storedLocale: Locale | null }) {
  // The browser's ICU data loads under the splash, in tasks of its own, not inside the first render
  // that formats a date or a number (warm-intl.ts).
  useEffect(() => warmIntlSoon(locale), [locale]);
  return (
    <>
      <SessionBootstrap locale={locale} />
      <StartupController locale={locale} storedLocale={storedLocale} />
      <LaunchVideoChoice />
    </>
  );
}
