import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { OpsConsoleProvider } from '@/features/ops/console/OpsConsoleProvider';
import { opsMessages } from '@/i18n/messages';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';

export const metadata: Metadata = { title: 'Operator console', robots: { index: false, follow: false } };

/**
 * The operator console (issue 11): its own frame, without the players' shell (no start-up, splash,
 * overlays or player session), and only its own messages. Its calls go to the API's /ops/... with
 * the operator's session cookie.
 */
export default async function OpsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  // The API's host is deployment configuration, read per request.
  await connection();
  return (
    <NextIntlClientProvider messages={opsMessages(await getMessages())}>
      <OpsConsoleProvider apiBaseUrl={resolveApiBaseUrls(process.env).main}>{children}</OpsConsoleProvider>
    </NextIntlClientProvider>
  );
}
