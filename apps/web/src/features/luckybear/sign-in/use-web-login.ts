'use client';

import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '@/lib/api/api-error';
import { useApiClient } from '@/lib/api/api-provider';
import { keepSession, signInContracts } from './sign-in-calls';
import { afterPoll, afterPollError, type WebLoginView } from './web-login-logic';

/**
 * The messenger web login from the browser: start (a code, its t.me link for the QR code, a polling
 * secret), poll every `poll_interval_ms` until confirmed (the session is kept and `onSignedIn` runs)
 * or expired. Polling stops when the dialog unmounts.
 */
export function useWebLogin(locale: string, onSignedIn: () => void) {
  const api = useApiClient();
  const [view, setView] = useState<WebLoginView>({ kind: 'idle' });

  const start = useCallback(async () => {
    setView({ kind: 'starting' });
    try {
      const started = await api.call((await signInContracts()).lbWebLoginInit, {});
      setView({
        kind: 'waiting',
        code: started.code,
        pollSecret: started.poll_secret,
        deepLink: started.deep_link,
        expiresAt: started.expires_at,
        pollMs: started.poll_interval_ms,
      });
    } catch {
      setView({ kind: 'failed' });
    }
  }, [api]);

  const waiting = view.kind === 'waiting' ? view : undefined;
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const timer = window.setTimeout(async () => {
      let next: WebLoginView;
      try {
        const answer = await api.call((await signInContracts()).lbWebLoginResult, {
          code: waiting.code,
          poll_secret: waiting.pollSecret,
        });
        next = afterPoll(waiting, answer, Date.now());
      } catch (error) {
        next = afterPollError(waiting, error instanceof ApiCallError ? error.code : undefined, Date.now());
        // A network failure leaves the view as it was: a copy makes the effect run (and poll) again.
        if (next === waiting) next = { ...waiting };
      }
      if (stopped) return;
      if (next.kind === 'signed-in') {
        await keepSession(next.login, locale);
        onSignedIn();
      }
      setView(next === waiting ? { ...waiting } : next);
    }, waiting.pollMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [api, waiting, locale, onSignedIn]);

  return { view, start };
}
