'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useApiClient } from '@/lib/api/api-provider';
import { useErrorNotice } from '@/shell/notices/use-error-notice';
import { codeChallengeS256, createCodeVerifier, createState } from '@/shell/session/pkce';
import {
  PENDING_GOOGLE_KEY,
  type PendingGoogle,
  returnUriOf,
  takeGoogleReturn,
  withoutOAuthParams,
} from './google-return';
import { keepSession, signInContracts } from './sign-in-calls';

/** Leaves for Google: a PKCE verifier and state kept in session storage, the URL from lb_google_auth_url. */
export function useBeginGoogle() {
  const api = useApiClient();
  return async () => {
    const pending: PendingGoogle = {
      state: createState(),
      codeVerifier: createCodeVerifier(),
      redirectUri: returnUriOf(window.location),
    };
    window.sessionStorage.setItem(PENDING_GOOGLE_KEY, JSON.stringify(pending));
    const { url } = await api.call((await signInContracts()).lbGoogleAuthUrl, {
      redirect_uri: pending.redirectUri,
      code_challenge: await codeChallengeS256(pending.codeVerifier),
      state: pending.state,
    });
    window.location.assign(url);
  };
}

/**
 * Finishes a Google sign-in when the page comes back from the provider (?code=&state=): the brand's
 * layout calls this once, since the dialog is closed by then. Runs lb_google_login, keeps the session,
 * cleans the address bar and calls `onSignedIn`.
 */
export function useLuckybearGoogleReturn(onSignedIn: () => void) {
  const api = useApiClient();
  const locale = useLocale();
  const notify = useErrorNotice();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const taken = takeGoogleReturn(window.location.search, window.sessionStorage);
    if (taken.kind === 'none') return;
    window.history.replaceState(null, '', `${window.location.pathname}${withoutOAuthParams(window.location.search)}`);
    if (taken.kind !== 'callback') return;
    void (async () => {
      try {
        const login = await api.call((await signInContracts()).lbGoogleLogin, {
          code: taken.code,
          redirect_uri: taken.pending.redirectUri,
          code_verifier: taken.pending.codeVerifier,
          state: taken.state,
          ...(taken.iss ? { iss: taken.iss } : {}),
        });
        await keepSession(login, locale);
        onSignedIn();
      } catch (error) {
        notify(error);
      }
    })();
  }, [api, locale, notify, onSignedIn]);
}
