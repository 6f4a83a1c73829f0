'use client';

import type { Locale } from '@app/shared';
import { type ReactNode, Suspense } from 'react';
import { PlatformStartup } from '@/platform/PlatformStartup';
import { MessengerBackButton } from './back-button/MessengerBackButton';
import { RouteBackground } from './chrome/RouteBackground';
import { RouteProgress } from './chrome/RouteProgress';
import { NonPhoneOverlay } from './overlays/NonPhoneOverlay';
import { OverlayHost } from './overlays/OverlayHost';
import { SessionBootstrap } from './session/SessionBootstrap';
// Loaded here, with the start-up, so the API's lazily imported body-code handler is there by its first use.
import './session/body-code-handler';
import { StartupController } from './startup/StartupController';

/**
 * The start-up work of every page (spec 4.1: sign-in detection, the steps after it, the messenger's
 * start) and the machinery that acts only after it or on navigation (route background and progress,
 * the messenger's back button, the global overlays of spec 2.5). AppShell loads it after the first
 * paint, under the splash (spec 2.6), so that none of it is in the page's first-load JavaScript.
 */
export interface ShellProps {
  locale: Locale;
  storedLocale: Locale | null;
  /** The product areas' own overlays (the wallet's), given by the layout. */
  productOverlays?: ReactNode;
}

export function StartupShell({ locale, storedLocale, productOverlays }: ShellProps) {
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
      <OverlayHost locale={locale} productOverlays={productOverlays} />
      <NonPhoneOverlay />
    </>
  );
}
