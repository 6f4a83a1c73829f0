'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useReportError } from './use-report-error';

/** Spec 8.1 "Missing resource (404): reported", once per path, like a rendering error. */
export function NotFoundReport() {
  const pathname = usePathname();
  const report = useReportError();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const path = pathname ?? window.location.pathname;
    if (reported.current === path) return;
    reported.current = path;
    report(`404 not found: ${path}${window.location.search}`, { kind: 'not_found', path });
  }, [pathname, report]);
  return null;
}
