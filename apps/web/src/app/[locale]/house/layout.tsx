import type { Locale } from '@app/shared';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HouseApiProvider } from '@/features/house-games/HouseApiProvider';
import { houseGamesMessages } from '@/i18n/messages';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The house provider's game client (issue 12), shown inside the game page's frame: no player shell
 * (no header, start-up, splash, overlays or login redirect), only the games' messages. Its calls
 * carry the launch token; the seed calls also the stored session of this same site.
 */
export default async function HouseLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  // The API's hosts are deployment configuration, read per request.
  await connection();
  return (
    <NextIntlClientProvider messages={houseGamesMessages(await getMessages())}>
      <HouseApiProvider baseUrls={resolveApiBaseUrls(process.env)} locale={locale}>
        {children}
      </HouseApiProvider>
    </NextIntlClientProvider>
  );
}
