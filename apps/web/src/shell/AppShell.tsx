'use client';

import dynamic from 'next/dynamic';
import { RouteBackground } from './chrome/RouteBackground';
import type { ShellProps } from './DeferredShell';
import { Notices } from './notices/Notices';
import { useReportSinkRegistration } from './notices/use-report-error';
import { SessionBootstrap } from './session/SessionBootstrap';
import { Splash } from './startup/Splash';
import { StartupController } from './startup/StartupController';

/**
 * The machinery that acts only on navigation or on request (DeferredShell.tsx) comes after the first
 * paint: the server's HTML (the page under the splash of spec 2.6) is painted and hydrated without it.
 */
const DeferredShell = dynamic(() => import('./DeferredShell').then((m) => m.DeferredShell), { ssr: false });

/**
 * What every page carries: start-up (sign-in, the steps after it, the splash), the chrome (route
 * background, route-change indicator), notices (spec 8.4) and the global overlays (spec 2.5), with
 * the product areas' own overlays among them (`productOverlays`, given by the layout).
 */
export function AppShell({ locale, storedLocale, productOverlays }: ShellProps) {
  useReportSinkRegistration();
  return (
    <>
      <SessionBootstrap locale={locale} />
      <StartupController locale={locale} storedLocale={storedLocale} />
      <RouteBackground />
      <DeferredShell locale={locale} storedLocale={storedLocale} productOverlays={productOverlays} />
      <Notices />
      <Splash />
    </>
  );
}
