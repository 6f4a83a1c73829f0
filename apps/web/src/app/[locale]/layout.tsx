import '../globals.css';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AnalyticsProvider } from '@/features/analytics/AnalyticsProvider';
import { resolveAnalyticsConfig } from '@/features/analytics/config';
import { AppShell } from '@/features/app-shell/AppShell';
import { routing } from '@/i18n/routing';
import { ApiProvider } from '@/lib/api/api-provider';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';

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
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <ApiProvider baseUrls={baseUrls} locale={locale}>
            <AnalyticsProvider config={analytics} locale={locale}>
              {children}
              <AppShell locale={locale} />
            </AnalyticsProvider>
          </ApiProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
