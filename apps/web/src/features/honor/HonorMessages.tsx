import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { honorMessages } from '@/i18n/messages';

/** The honor pages: the players' messages and `honor`, which only they carry. */
export async function HonorMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={honorMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
