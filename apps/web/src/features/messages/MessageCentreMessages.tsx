import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { messageCentreMessages } from '@/i18n/messages';

/** The message centre's pages: the players' messages and the `messages` namespace, which only these pages carry. */
export async function MessageCentreMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={messageCentreMessages(await getMessages())}>{children}</NextIntlClientProvider>
  );
}
