import type { Locale } from '@app/shared';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StockOverlays } from '@/features/stock/StockOverlays';
import { WalletOverlays } from '@/features/wallet/WalletOverlays';
import { playerMessages } from '@/i18n/messages';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { AppShell } from '@/shell/AppShell';
import { AnalyticsProvider } from '@/shell/analytics/AnalyticsProvider';
import { resolveAnalyticsConfig } from '@/shell/analytics/config';
import { LoggedInLayout } from '@/shell/chrome/LoggedInLayout';
import { RouteBackgroundScript } from '@/shell/chrome/RouteBackgroundScript';
import { readStoredLocale } from '@/shell/locale/stored-locale';
import { SessionApiProvider } from '@/shell/session/SessionApiProvider';
import { SplashOnceScript } from '@/shell/startup/SplashOnceScript';

/** The player pages' frame: the app shell (start-up, chrome, notices, overlays of spec 2.5, the splash). */
export default async function PlayerLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // The html root (../layout.tsx) has checked the locale already.
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  // The API hosts are deployment configuration, read per request (not frozen into the build), so
  // the same build serves any environment.
  await connection();
  const baseUrls = resolveApiBaseUrls(process.env);
  const analytics = resolveAnalyticsConfig(process.env, baseUrls.main);
  // The locale the visitor chose earlier, for the start-up locale choice (spec 4.1 step 4, spec 5).
  const storedLocale = await readStoredLocale();
  return (
    <>
      <RouteBackgroundScript />
      <SplashOnceScript />
      {/* The console's `ops` messages stay out of the players' pages. */}
      <NextIntlClientProvider messages={playerMessages(await getMessages())}>
        <SessionApiProvider baseUrls={baseUrls} locale={locale}>
          <AnalyticsProvider config={analytics} locale={locale}>
            <LoggedInLayout>{children}</LoggedInLayout>
            {/* No Suspense boundary around the shell or the page to split hydration: the server then
                streams the boundary's HTML after the shell's scripts (the splash painted late; a page's 404
                sent as 200). docs/decisions.md, "Lighthouse, fourth pass". */}
            <AppShell
              locale={locale}
              storedLocale={storedLocale ?? null}
              productOverlays={
                <>
                  <WalletOverlays />
                  <StockOverlays />
                </>
              }
            />
          </AnalyticsProvider>
        </SessionApiProvider>
      </NextIntlClientProvider>
    </>
  );
}
