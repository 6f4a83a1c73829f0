'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useDebouncedValue } from '@/lib/async/use-debounced-value';
import { CategoryTabs, type LobbyTab } from './CategoryTabs';
import { GameSearch } from './GameSearch';
import { useLobby, useProviderNames, useRecentGames } from './games-queries';
import { LobbyGames, SearchResults } from './LobbyGames';
import { LobbyLinks } from './LobbyLinks';
import { RecentGames } from './RecentGames';

/** Typing pauses this long before the search asks the API (one call per word, not per letter). */
const SEARCH_DEBOUNCE_MS = 300;

/** /win, the casino lobby: search, the pages of the area, recently played, categories and their games. */
export function LobbyScreen() {
  const t = useTranslations('games');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const keyword = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [tab, setTab] = useState<LobbyTab>('all');
  const lobby = useLobby(locale);
  const recent = useRecentGames(locale);
  const providerName = useProviderNames();
  const searching = query.trim().length > 0;

  return (
    <main className="min-h-dvh bg-page">
      <ScreenHeader title={t('lobby_title')} backHref={`/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-gutter pt-1 pb-12">
        <GameSearch value={query} onChange={setQuery} />
        <LobbyLinks />
        {searching ? (
          // While typing, the old keyword's results stay until the new one settles.
          <section aria-label={t('search_results')}>
            {keyword ? <SearchResults keyword={keyword} providerName={providerName} /> : null}
          </section>
        ) : (
          <>
            <RecentGames games={recent.data?.games} providerName={providerName} />
            <CategoryTabs
              categories={lobby.data?.categories.filter((c) => c.games.length > 0) ?? []}
              active={tab}
              onSelect={setTab}
            />
            <div id="games-tabpanel" role="tabpanel" aria-labelledby={`games-tab-${tab}`}>
              <LobbyGames tab={tab} onSelect={setTab} providerName={providerName} />
            </div>
          </>
        )}
      </div>
    </main>
  );
}
