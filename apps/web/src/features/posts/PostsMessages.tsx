import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { postsMessages } from '@/i18n/messages';

/** The posts' pages and the library: the players' messages and `posts`, which only these pages carry. */
export async function PostsMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={postsMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
