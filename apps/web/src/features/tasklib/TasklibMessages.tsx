import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { tasklibMessages } from '@/i18n/messages';

/** The task library's pages: the players' messages and the `tasklib` namespace, which only these pages carry. */
export async function TasklibMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={tasklibMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
