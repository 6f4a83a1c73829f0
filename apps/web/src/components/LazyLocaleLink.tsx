'use client';

import dynamic from 'next/dynamic';

/**
 * next-intl's Link (i18n/navigation, with next/link under it), rendered on the server as usual but
 * loaded in the browser only where it renders. For the locale layout's not-found page: what that
 * boundary imports is in every route's first load (docs/benchmarks.md, "The layout diet").
 */
export const LazyLocaleLink = dynamic(() => import('@/i18n/navigation').then((m) => m.Link));
