import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { followTasksMessages } from '@/i18n/messages';

/** The follow-task page: the players' messages and the `followTasks` namespace, which only it carries. */
export async function FollowTasksMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={followTasksMessages(await getMessages())}>{children}</NextIntlClientProvider>
  );
}
