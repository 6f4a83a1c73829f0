import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { stakeMessages } from '@/i18n/messages';

/** The pool, dividend and vote pages: the players' messages and the `stake` namespace, which only these pages carry. */
export async function StakeMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={stakeMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
