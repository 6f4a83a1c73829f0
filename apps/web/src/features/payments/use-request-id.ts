'use client';

import { useCallback, useRef } from 'react';
import { newRequestId } from './checkout-return';

/**
 * One request id per intent (the same channel, amount, account): a double tap or a retry after a lost
 * answer sends the same id and the server answers the same order; a changed form gets a new one.
 */
export function useRequestId(): (intent: string) => string {
  const last = useRef<{ intent: string; id: string } | null>(null);
  return useCallback((intent: string) => {
    if (last.current?.intent !== intent) last.current = { intent, id: newRequestId() };
    return last.current.id;
  }, []);
}
