'use client';

import dynamic from 'next/dynamic';
import { Notices } from './notices/Notices';
import { useReportSinkRegistration } from './notices/use-report-error';
import type { ShellProps } from './StartupShell';
import { Splash } from './startup/Splash';

/**
 * Start-up and the app-wide machinery (StartupShell.tsx) come after the first paint: the server's
 * HTML (the page under the splash of spec 2.6) is painted and hydrated without them.
 */
const StartupShell = dynamic(() => import('./StartupShell').then((m) => m.StartupShell), { ssr: false });

/**
 * What every page carries: start-up (sign-in, the steps after it, the splash), the chrome (route
 * background, route-change indicator), notices (spec 8.4) and the global overlays (spec 2.5), with
 * the product areas' own overlays among them (`productOverlays`, given by the layout).
 */
export function AppShell({ locale, storedLocale, productOverlays }: ShellProps) {
  useReportSinkRegistration();
  return (
    <>
      <StartupShell locale={locale} storedLocale={storedLocale} productOverlays={productOverlays} />
      <Notices />
      <Splash />
    </>
  );
}
