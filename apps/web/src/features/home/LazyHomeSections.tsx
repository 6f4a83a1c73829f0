'use client';

import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from 'react';
import { useUserStore } from '@/shell/session/user-store';
import { AccountCardPlaceholder, GamesPlaceholder, SignedOutCard } from './HomePlaceholders';

/*
 * The home page's client sections (the signed-in account card, the games catalogue, with their data
 * hooks and the query cache) hydrate from their own chunk: the rest of the page (the layout, the splash,
 * the area links) hydrates without waiting for their code (docs/benchmarks.md, "The layout diet"). The
 * server and the hydration render the markup these sections render first anyway (the signed-out card
 * when the request had no session cookie, else the placeholders of their loading states: their data is
 * never fetched on the server), so the first paint is the same. They are not streamed from the server
 * behind a Suspense boundary: when hydration reaches such a boundary before its streamed markup (a busy
 * device) and an update makes React render it on the client, the markup that arrives later stays in the
 * document as a hidden copy (found by the logout end-to-end test: two "signed-out" cards).
 */
const loadGamesSection = () => import('./GamesSection').then((m) => ({ default: m.GamesSection }));
if (typeof window !== 'undefined') loadGamesSection().catch(() => undefined);
const AccountCard = lazy(() => import('./AccountCard').then((m) => ({ default: m.AccountCard })));
const GamesSection = lazy(loadGamesSection);

const noSubscription = () => () => undefined;

/**
 * The header card. Only the signed-in card needs code of its own (loaded when start-up finds a
 * session); the sign-in card and the placeholder are rendered here, the server's element kept as it
 * is for as long as the visitor is signed out. A new element for the same card would be a new
 * largest-paint candidate painted after that chunk (docs/benchmarks.md, "The signed-out card's late
 * paint"). The store reads 'checking' on the server and through hydration (zustand's server snapshot).
 */
export function LazyAccountCard({ locale, signedOutHint }: { locale: string; signedOutHint: boolean }) {
  const status = useUserStore((s) => s.status);
  const placeholder = <AccountCardPlaceholder />;
  if (status === 'signed-in')
    return (
      <Suspense fallback={placeholder}>
        <AccountCard locale={locale} />
      </Suspense>
    );
  // Without the session cookie, start-up almost surely ends signed out: the sign-in card from the first paint.
  return status === 'signed-out' || signedOutHint ? <SignedOutCard locale={locale} /> : placeholder;
}

/** The catalogue's placeholder on the server and through hydration, then the catalogue (the placeholder while its code loads). */
export function LazyGamesSection(props: ComponentProps<typeof GamesSection>) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const placeholder = <GamesPlaceholder />;
  return hydrated ? (
    <Suspense fallback={placeholder}>
      <GamesSection {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
