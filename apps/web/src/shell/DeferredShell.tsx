'use client';

import type { Locale } from '@app/shared';
import { type ReactNode, Suspense } from 'react';
import { PlatformStartup } from '@/platform/PlatformStartup';
import { MessengerBackButton } from './back-button/MessengerBackButton';
import { RouteProgress } from './chrome/RouteProgress';
import { NonPhoneOverlay } from './overlays/NonPhoneOverlay';
import { OverlayHost } from './overlays/OverlayHost';
// Loaded here, soon after the first paint, so the API's lazily imported body-code handler is there by its first use.
import './session/body-code-handler';

/**
 * The app-wide machinery that acts only on navigation or on request: the route-change indicator, the
 * messenger's start (theme, ready, start parameter: spec 2.7, 4.1 step 2) and back button, the global
 * overlays of spec 2.5 and the non-phone block (spec 4.1 step 7). AppShell loads it after the first
 * paint, under the splash (spec 2.6), so that none of it is in the page's first-load JavaScript.
 */
export interface ShellProps {
  locale: Locale;
  storedLocale: Locale | null;
  /** The product areas' own overlays (the wallet's), given by the layout. */
  productOverlays?: ReactNode;
}

export function DeferredShell({ locale, productOverlays }: ShellProps) {
  return (
    <>
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
