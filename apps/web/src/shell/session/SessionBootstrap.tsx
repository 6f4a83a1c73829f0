'use client';

import { useEffect } from 'react';
import { useApiClient } from '@/lib/api/api-provider';
import type { ApiClient } from '@/lib/api/client';
import { currentRoute, loginHomePath } from '@/lib/routes/paths';
import { localStorageOrUndefined } from '@/lib/storage/local-storage';
import { getLaunchParams, platform } from '@/platform';
import { fetchAppGlobalConfig, messengerBotName } from '@/shell/app-config/use-app-global-config';
import { reportError } from '@/shell/notices/report-error';
import { useErrorNotice } from '@/shell/notices/use-error-notice';
import { isGuideSeen } from '@/shell/startup/guide-flag';
import { loginHomeRedirectNeeded } from '@/shell/startup/startup-rules';
import { credentialsFromQuery, detectLogin, validCredentials, withoutQueryCredentials } from './login-detection';
import { adoptSession, signIn } from './session-actions';
import { readStoredSession, readStoredUsername } from './stored-session';
import { useUserStore } from './user-store';

/* Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript"). */
const accountContracts = () => import('@app/shared/auth/account-contracts');
const messengerContracts = () => import('@app/shared/auth/messenger-contracts');

/** Spec 4.1 (a): the native app's own session, through its bridge (no other host holds one). */
async function nativeLogin() {
  const info = await platform.hostSession();
  return validCredentials(info?.user_id, info?.user_secret_key, info?.username);
}

/** Spec 4.1 (b): ?userId=&secretKey=, removed from the address bar at once. */
function queryLogin() {
  const credentials = credentialsFromQuery(window.location.search);
  const clean = withoutQueryCredentials(window.location.href);
  if (clean !== window.location.href) window.history.replaceState(window.history.state, '', clean);
  return credentials;
}

/** Spec 4.1 (c): what an earlier sign-in stored. */
function storedLogin() {
  const { userId, secretKey } = readStoredSession(window.localStorage);
  return validCredentials(userId, secretKey, readStoredUsername(window.localStorage));
}

/** Spec 4.1 (d): the messenger's init data, signed by the bot. */
async function messengerLogin(api: ApiClient) {
  const params = getLaunchParams();
  if (!params) return undefined;
  const config = await fetchAppGlobalConfig(api).catch(() => undefined);
  const { tgRegisterOrLogin } = await messengerContracts();
  return api.call(tgRegisterOrLogin, {
    bot_name: messengerBotName(config),
    init_data: params.initData,
    start_param: params.startParam,
    platform: params.platform.slice(0, 32),
    os_ver: (navigator.platform || '').slice(0, 64),
    appname: 'web',
  });
}

/** Spec 4.1 step 4: user info and wallet addresses; failures are silent (spec 8.1). */
async function loadSignedInUser(api: ApiClient, userId: number) {
  const { getAllWalletAddr, getUserInfo } = await accountContracts();
  const stillSignedIn = () => useUserStore.getState().userId === userId;
  api.call(getUserInfo, {}).then(
    (info) => stillSignedIn() && useUserStore.getState().setUserInfo(info),
    () => undefined,
  );
  api.call(getAllWalletAddr, { user_id: userId }).then(
    (r) => stillSignedIn() && useUserStore.getState().setWalletAddresses(r.list),
    () => undefined,
  );
}

let started = false;

/** Runs start-up login detection once per page load, and loads whoever signs in; renders nothing. */
export function SessionBootstrap({ locale }: { locale: string }) {
  const api = useApiClient();
  const notify = useErrorNotice();

  useEffect(() => {
    if (started) return;
    started = true;
    const store = useUserStore.getState();
    detectLogin({
      pathname: window.location.pathname,
      native: nativeLogin,
      query: queryLogin,
      stored: storedLogin,
      messenger: () => messengerLogin(api),
    })
      .catch((error: unknown) => {
        // Spec 8.1: a messenger login failure goes to the shared error handler.
        reportError(`messenger login failed: ${error instanceof Error ? error.message : String(error)}`);
        notify(error);
        return undefined;
      })
      .then((detected) => {
        if (!detected) {
          store.setSignedOut();
          // Spec 4.1 step 5: only with the new-user guide seen (startup-rules.ts).
          if (loginHomeRedirectNeeded(window.location.pathname, isGuideSeen(localStorageOrUndefined()))) {
            window.location.replace(loginHomePath(locale, currentRoute()));
          }
          return;
        }
        if (detected.source === 'messenger') signIn(detected.response, locale);
        else if (detected.source === 'stored') store.setSignedIn(detected.credentials);
        else adoptSession(detected.credentials, locale);
      });
  }, [api, notify, locale]);

  // Whoever signs in (start-up, phone, third party, messenger), their profile is loaded once.
  const userId = useUserStore((s) => (s.hasLogin ? s.userId : 0));
  useEffect(() => {
    if (userId > 0) loadSignedInUser(api, userId).catch(() => undefined);
  }, [api, userId]);

  return null;
}
