import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { marketMessages } from '@/i18n/messages';

/** The market's pages and the pet page's Sell sheet: the players' messages and `market`, which only they carry. */
export async function MarketMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={marketMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
