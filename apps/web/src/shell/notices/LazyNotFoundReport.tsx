'use client';

import dynamic from 'next/dynamic';

/** NotFoundReport (spec 8.1), loaded only where a not-found page renders (see components/LazyLocaleLink.tsx). */
export const LazyNotFoundReport = dynamic(() => import('./NotFoundReport').then((m) => m.NotFoundReport), {
  ssr: false,
});
