import '../globals.css';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { routing } from '@/i18n/routing';

export const viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover', themeColor: '#01050E' };

/**
 * The html root of every page. It holds nothing else: the player pages' shell (start-up, overlays,
 * splash, route background) is `(player)/layout.tsx`, the operator console's frame is `ops/layout.tsx`,
 * so neither loads the other's code or messages (docs/decisions.md, issue 11 part C).
 */
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
  // The route background (spec 2.8) is set on <html> and <body> by a script before the first paint,
  // hence suppressHydrationWarning on both (it covers their own attributes only).
  return (
    <html lang={locale} suppressHydrationWarning>
      <body suppressHydrationWarning>{children}</body>
    </html>
  );
}
