'use client';

import { useSyncExternalStore } from 'react';

/** The page's origin in the browser; '' while rendering on the server (links built from it wait for it). */
export function useOrigin(): string {
  return useSyncExternalStore(
    () => () => {},
    () => window.location.origin,
    () => '',
  );
}
