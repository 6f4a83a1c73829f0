import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { investMessages } from '@/i18n/messages';

/** The invest pages: the players' messages and the `invest` namespace, which only these pages carry. */
export async function InvestMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={investMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
