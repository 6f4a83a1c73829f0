import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { profilesMessages } from '@/i18n/messages';

/** The profile pages: the players' messages and the `profiles` namespace, which only these pages carry. */
export async function ProfilesMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={profilesMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
