'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect } from 'react';
import { applyBackground, routeBackground } from '@/lib/routes/background';

/**
 * Spec 2.8 on every route, including those that render through the catch-all (not-found): the colour
 * is set by a script before the first paint, then kept in step with client-side navigations.
 */
export function RouteBackground() {
  const pathname = usePathname();
  useLayoutEffect(() => {
    applyBackground(routeBackground(pathname ?? window.location.pathname), document);
  }, [pathname]);
  return null;
}
