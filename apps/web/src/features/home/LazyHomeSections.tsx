'use client';

import { type ComponentProps, lazy, Suspense } from 'react';
import { AccountCardPlaceholder, GamesPlaceholder, SignedOutCard } from './HomePlaceholders';

/*
 * The home page's client sections (the account card, the games catalogue, with their data hooks and
 * the query cache) hydrate from their own chunk: the rest of the page (the layout, the splash, the area
 * links) hydrates without waiting for their code (docs/benchmarks.md, "The layout diet"). Their code
 * is asked for as soon as this module runs in the browser. The server renders them behind a Suspense
 * boundary whose fallback is the markup they render first anyway (the signed-out card when the request
 * had no session cookie, else the placeholders of their loading states), so the first paint is the same
 * and React's later swap changes nothing visible; on a client-side navigation to home before their code
 * has loaded, the same fallbacks stand in for that moment.
 */
const loadAccountCard = () => import('./AccountCard').then((m) => ({ default: m.AccountCard }));
const loadGamesSection = () => import('./GamesSection').then((m) => ({ default: m.GamesSection }));
if (typeof window !== 'undefined') {
  loadAccountCard().catch(() => undefined);
  loadGamesSection().catch(() => undefined);
}
const AccountCard = lazy(loadAccountCard);
const GamesSection = lazy(loadGamesSection);

export function LazyAccountCard(props: ComponentProps<typeof AccountCard>) {
  const fallback = props.signedOutHint ? <SignedOutCard locale={props.locale} /> : <AccountCardPlaceholder />;
  return (
    <Suspense fallback={fallback}>
      <AccountCard {...props} />
    </Suspense>
  );
}

export function LazyGamesSection(props: ComponentProps<typeof GamesSection>) {
  return (
    <Suspense fallback={<GamesPlaceholder />}>
      <GamesSection {...props} />
    </Suspense>
  );
}
