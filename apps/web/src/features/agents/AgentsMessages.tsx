import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { agentsMessages } from '@/i18n/messages';

/** The agents' pages: the players' messages and the `agents` namespace, which only these pages carry. */
export async function AgentsMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={agentsMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
