'use client';

import { type ComponentProps, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { AccountCardPlaceholder, GamesPlaceholder, SignedOutCard } from './HomePlaceholders';

/*
 * The home page's client sections (the account card, the games catalogue, with their data hooks and
 * the query cache) hydrate from their own chunk: the rest of the page (the layout, the splash, the area
 * links) hydrates without waiting for their code (docs/benchmarks.md, "The layout diet"). Their code
 * is asked for as soon as this module runs in the browser. The server and the hydration render their
 * fallbacks, which are the markup they render first anyway (the signed-out card when the request had
 * no session cookie, else the placeholders of their loading states: their data is never fetched on
 * the server), so the first paint is the same; the sections themselves mount right after hydration.
 * They are not streamed from the server behind a Suspense boundary: when hydration reaches such a
 * boundary before its streamed markup (a busy device) and an update makes React render it on the
 * client, the markup that arrives later stays in the document as a hidden copy (found by the logout
 * end-to-end test: two "signed-out" cards).
 */
const loadAccountCard = () => import('./AccountCard').then((m) => ({ default: m.AccountCard }));
const loadGamesSection = () => import('./GamesSection').then((m) => ({ default: m.GamesSection }));
if (typeof window !== 'undefined') {
  loadAccountCard().catch(() => undefined);
  loadGamesSection().catch(() => undefined);
}
const AccountCard = lazy(loadAccountCard);
const GamesSection = lazy(loadGamesSection);

const noSubscription = () => () => undefined;

/** `fallback` on the server and through hydration, then `children` (with the same fallback while its code loads). */
function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

export function LazyAccountCard(props: ComponentProps<typeof AccountCard>) {
  const fallback = props.signedOutHint ? <SignedOutCard locale={props.locale} /> : <AccountCardPlaceholder />;
  return (
    <AfterHydration fallback={fallback}>
      <AccountCard {...props} />
    </AfterHydration>
  );
}

export function LazyGamesSection(props: ComponentProps<typeof GamesSection>) {
  return (
    <AfterHydration fallback={<GamesPlaceholder />}>
      <GamesSection {...props} />
    </AfterHydration>
  );
}
