'use client';

import { useCallback, useEffect } from 'react';
import { useAnalytics } from '@/shell/analytics/AnalyticsProvider';
import { reportError, setReportSink } from './report-error';

/** reportError with this tree's analytics client (when it has started). */
export function useReportError(): (message: string, context?: { kind?: string; path?: string }) => void {
  const analytics = useAnalytics();
  return useCallback((message, context) => reportError(message, context, analytics ?? undefined), [analytics]);
}

/** Lets reports made outside React (start-up, the body-code handler) reach analytics too. */
export function useReportSinkRegistration(): void {
  const analytics = useAnalytics();
  useEffect(() => (analytics ? setReportSink(analytics) : undefined), [analytics]);
}
