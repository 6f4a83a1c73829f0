'use client';

import type { Locale } from '@app/shared';
import { type ReactNode, Suspense } from 'react';
import { PlatformStartup } from '@/platform/PlatformStartup';
import { MessengerBackButton } from './back-button/MessengerBackButton';
import { RouteBackground } from './chrome/RouteBackground';
import { RouteProgress } from './chrome/RouteProgress';
import { Notices } from './notices/Notices';
import { useReportSinkRegistration } from './notices/use-report-error';
import { NonPhoneOverlay } from './overlays/NonPhoneOverlay';
import { OverlayHost } from './overlays/OverlayHost';
import { SessionBootstrap } from './session/SessionBootstrap';
import { Splash } from './startup/Splash';
import { StartupController } from './startup/StartupController';

/**
 * What every page carries: start-up (sign-in, the steps after it, the splash), the chrome (route
 * background, route-change indicator), notices (spec 8.4) and the global overlays (spec 2.5), with
 * the product areas' own overlays among them (`productOverlays`, given by the layout).
 */
export function AppShell({
  locale,
  storedLocale,
  productOverlays,
}: {
  locale: Locale;
  storedLocale: Locale | null;
  productOverlays?: ReactNode;
}) {
  useReportSinkRegistration();
  return (
    <>
      <SessionBootstrap locale={locale} />
      <StartupController locale={locale} storedLocale={storedLocale} />
      <RouteBackground />
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      <PlatformStartup />
      <MessengerBackButton />
      <Notices />
      <OverlayHost locale={locale} productOverlays={productOverlays} />
      <Splash />
      <NonPhoneOverlay />
    </>
  );
}
