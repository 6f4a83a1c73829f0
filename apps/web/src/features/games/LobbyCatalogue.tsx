'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { useDebouncedValue } from '@/lib/async/use-debounced-value';
import type { GameOrigin } from '@/lib/routes/game-paths';
import { CategoryTabs, type LobbyTab } from './CategoryTabs';
import { GameSearch } from './GameSearch';
import { useLobby, useProviderNames, useRecentGames } from './games-queries';
import { LobbyGames, SearchResults } from './LobbyGames';
import { RecentGames } from './RecentGames';

/** Typing pauses this long before the search asks the API (one call per word, not per letter). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The games catalogue of a lobby: search, recently played, the categories and their games (spec 7.7
 * providers, all_games, games_by_category, more_games_by_category). The casino lobby /win and the
 * casino brand's lobby both show it; `from` is where a game's back link returns.
 */
export function LobbyCatalogue({ from, beforeGames }: { from?: GameOrigin; beforeGames?: ReactNode }) {
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
    <>
      <GameSearch value={query} onChange={setQuery} />
      {beforeGames}
      {searching ? (
        // While typing, the old keyword's results stay until the new one settles.
        <section aria-label={t('search_results')}>
          {keyword ? <SearchResults keyword={keyword} providerName={providerName} from={from} /> : null}
        </section>
      ) : (
        <>
          <RecentGames games={recent.data?.games} providerName={providerName} from={from} />
          <CategoryTabs
            categories={lobby.data?.categories.filter((c) => c.games.length > 0) ?? []}
            active={tab}
            onSelect={setTab}
          />
          <div id="games-tabpanel" role="tabpanel" aria-labelledby={`games-tab-${tab}`}>
            <LobbyGames tab={tab} onSelect={setTab} providerName={providerName} from={from} />
          </div>
        </>
      )}
    </>
  );
}
