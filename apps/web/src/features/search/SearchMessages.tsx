import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { searchMessages } from '@/i18n/messages';

/** The search page: the players' messages and the `search` namespace, which only it carries. */
export async function SearchMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={searchMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
