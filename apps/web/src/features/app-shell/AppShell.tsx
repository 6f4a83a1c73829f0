'use client';

import { type Locale, TIMINGS } from '@app/shared';
import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { MessengerBackButton } from '@/features/back-button/MessengerBackButton';
import { RouteBackground } from '@/features/chrome/RouteBackground';
import { RouteProgress } from '@/features/chrome/RouteProgress';
import { SessionBootstrap } from '@/features/session/SessionBootstrap';
import { Splash } from '@/features/startup/Splash';
import { StartupController } from '@/features/startup/StartupController';
import { PlatformStartup } from '@/platform/PlatformStartup';
import { NonPhoneOverlay } from './NonPhoneOverlay';
import { OverlayHost } from './OverlayHost';
import { useReportSinkRegistration } from './use-report-error';

/**
 * What every page carries: start-up (sign-in, the steps after it, the splash), the chrome (route
 * background, route-change indicator), notices (spec 8.4) and the global overlays (spec 2.5).
 */
export function AppShell({ locale, storedLocale }: { locale: Locale; storedLocale: Locale | null }) {
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
      <OverlayHost locale={locale} />
      <Splash />
      <NonPhoneOverlay />
    </>
  );
}
