'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ScreenHeader } from '@/components/ScreenHeader';
import { LobbyCatalogue } from './LobbyCatalogue';
import { LobbyLinks } from './LobbyLinks';

/** /win, the casino lobby: search, the pages of the area, recently played, categories and their games. */
export function LobbyScreen() {
  const t = useTranslations('games');
  const locale = useLocale();
  return (
    <main className="min-h-dvh bg-page">
      <ScreenHeader title={t('lobby_title')} backHref={`/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-gutter pt-1 pb-12">
        <LobbyCatalogue beforeGames={<LobbyLinks />} />
      </div>
    </main>
  );
}
