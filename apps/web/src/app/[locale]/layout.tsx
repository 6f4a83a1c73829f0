import '../globals.css';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { WalletOverlays } from '@/features/wallet/WalletOverlays';
import { routing } from '@/i18n/routing';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { AppShell } from '@/shell/AppShell';
import { AnalyticsProvider } from '@/shell/analytics/AnalyticsProvider';
import { resolveAnalyticsConfig } from '@/shell/analytics/config';
import { LoggedInLayout } from '@/shell/chrome/LoggedInLayout';
import { RouteBackgroundScript } from '@/shell/chrome/RouteBackground';
import { readStoredLocale } from '@/shell/locale/stored-locale';
import { SessionApiProvider } from '@/shell/session/SessionApiProvider';
import { SplashOnceScript } from '@/shell/startup/SplashOnceScript';

export const viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover', themeColor: '#01050E' };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // The API hosts are deployment configuration, read per request (not frozen into the build), so
  // the same build serves any environment.
  await connection();
  const baseUrls = resolveApiBaseUrls(process.env);
  const analytics = resolveAnalyticsConfig(process.env, baseUrls.main);
  // The locale the visitor chose earlier, for the start-up locale choice (spec 4.1 step 4, spec 5).
  const storedLocale = await readStoredLocale();
  // The route background (spec 2.8) is set on <html> and <body> by a script before the first paint,
  // hence suppressHydrationWarning on both (it covers their own attributes only).
  return (
    <html lang={locale} suppressHydrationWarning>
      <body suppressHydrationWarning>
        <RouteBackgroundScript />
        <SplashOnceScript />
        <NextIntlClientProvider>
          <SessionApiProvider baseUrls={baseUrls} locale={locale}>
            <AnalyticsProvider config={analytics} locale={locale}>
              <LoggedInLayout>{children}</LoggedInLayout>
              <AppShell locale={locale} storedLocale={storedLocale ?? null} productOverlays={<WalletOverlays />} />
            </AnalyticsProvider>
          </SessionApiProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
