import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { petgameMessages } from '@/i18n/messages';

/** /petGame and /rollnft: the players' messages (with `pets`) and the `petgame` namespace, which only these pages carry. */
export async function PetgameMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={petgameMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
