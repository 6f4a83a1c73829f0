'use client';

import dynamic from 'next/dynamic';
import { AccountCardPlaceholder, GamesPlaceholder } from './HomePlaceholders';

/*
 * The home page's client sections (the account card, the games catalogue with their data hooks and
 * the query cache) are rendered on the server as before, and hydrate from their own chunk: the rest
 * of the page (the layout, the splash, the area links) hydrates without waiting for their code
 * (docs/benchmarks.md, "The layout diet"). Their code is asked for as soon as this module runs in
 * the browser (the server's HTML preloads it too); on a client-side navigation to home that has not
 * loaded it yet, the placeholders of their loading states stand in for that moment.
 */
if (typeof window !== 'undefined') {
  import('./AccountCard').catch(() => undefined);
  import('./GamesSection').catch(() => undefined);
}

export const LazyAccountCard = dynamic(() => import('./AccountCard').then((m) => m.AccountCard), {
  loading: () => <AccountCardPlaceholder />,
});
export const LazyGamesSection = dynamic(() => import('./GamesSection').then((m) => m.GamesSection), {
  loading: () => <GamesPlaceholder />,
});
