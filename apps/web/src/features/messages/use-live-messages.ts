'use client';

import { useEffect, useState } from 'react';
import { useSignedInUserId } from '@/shell/session/user-store';
import { liveRetryDelay } from './live-backoff';
import { refreshMessages, useStreamTicket } from './message-queries';

export type LiveState = 'connecting' | 'live' | 'retrying';

/**
 * Keeps the message centre live while one of its pages is open: a ticket (a signed call), then the
 * stream (server-sent events, GET /message/stream?ticket=). Each message or notice refreshes the area's
 * answers (lists, threads, counts); so does every (re)opening, which catches up on what came while it
 * was away. A failed stream is not left to EventSource's own reconnection (its ticket is used up): it is
 * closed and opened again with a new ticket after a growing wait. Closed when the page goes.
 */
export function useLiveMessages(streamUrl: string): LiveState {
  const userId = useSignedInUserId();
  const ticket = useStreamTicket();
  const [state, setState] = useState<LiveState>('connecting');
  // The ticket function is new every render; the stream depends on who and where only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (userId <= 0) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    const refresh = () => void refreshMessages(userId);

    const retry = () => {
      source?.close();
      source = null;
      if (stopped) return;
      failures++;
      setState('retrying');
      timer = setTimeout(open, liveRetryDelay(failures));
    };

    async function open() {
      setState('connecting');
      let value: string;
      try {
        value = await ticket();
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      source = new EventSource(`${streamUrl}?ticket=${encodeURIComponent(value)}`);
      source.addEventListener('ready', () => {
        failures = 0;
        setState('live');
        refresh();
      });
      source.addEventListener('message', refresh);
      source.addEventListener('notice', refresh);
      source.onerror = retry;
    }

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [userId, streamUrl]);
  return state;
}
