'use client';

import { type Locale, TIMINGS } from '@app/shared/constants';
import { type ReactNode, Suspense } from 'react';
import { Toaster } from 'sonner';
import { PlatformStartup } from '@/platform/PlatformStartup';
import { MessengerBackButton } from '@/shell/back-button/MessengerBackButton';
import { RouteBackground } from '@/shell/chrome/RouteBackground';
import { RouteProgress } from '@/shell/chrome/RouteProgress';
import { useReportSinkRegistration } from '@/shell/notices/use-report-error';
import { NonPhoneOverlay } from '@/shell/overlays/NonPhoneOverlay';
import { OverlayHost } from '@/shell/overlays/OverlayHost';
import { SessionBootstrap } from '@/shell/session/SessionBootstrap';
import { Splash } from '@/shell/startup/Splash';
import { StartupController } from '@/shell/startup/StartupController';

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
      <Toaster position="bottom-center" duration={TIMINGS.noticeMs} visibleToasts={3} richColors closeButton={false} />
      <OverlayHost locale={locale} productOverlays={productOverlays} />
      <Splash />
      <NonPhoneOverlay />
    </>
  );
}
