'use client';

import dynamic from 'next/dynamic';
import { RouteBackground } from './chrome/RouteBackground';
import type { ShellProps } from './DeferredShell';
import { Notices } from './notices/Notices';
import { useReportSinkRegistration } from './notices/use-report-error';
import { Splash } from './startup/Splash';

/**
 * The machinery that acts only on navigation or on request (DeferredShell.tsx) comes after the first
 * paint: the server's HTML (the page under the splash of spec 2.6) is painted and hydrated without it.
 */
const DeferredShell = dynamic(() => import('./DeferredShell').then((m) => m.DeferredShell), { ssr: false });

/**
 * Start-up (sign-in detection and the steps after it: spec 4.1) paints nothing but the splash, which
 * is here: its code loads as its own chunk at hydration, so the first paint does not wait for it.
 */
const StartupWork = dynamic(() => import('./startup/StartupWork').then((m) => m.StartupWork), { ssr: false });

/**
 * What every page carries: start-up (sign-in, the steps after it, the splash), the chrome (route
 * background, route-change indicator), notices (spec 8.4) and the global overlays (spec 2.5), with
 * the product areas' own overlays among them (`productOverlays`, given by the layout).
 */
export function AppShell({ locale, storedLocale, productOverlays }: ShellProps) {
  useReportSinkRegistration();
  return (
    <>
      <StartupWork locale={locale} storedLocale={storedLocale} />
      <RouteBackground />
      <DeferredShell locale={locale} storedLocale={storedLocale} productOverlays={productOverlays} />
      <Notices />
      <Splash />
    </>
  );
}
