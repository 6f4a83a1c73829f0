import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { ApiClient } from '@/lib/api/client';
import { platform } from '@/platform';
import { buildClearedSessionCookies, buildSessionCookies } from './session-cookies';
import { clearStoredSession, credentialsOfLogin, type SessionCredentials, writeStoredSession } from './stored-session';
import { useUserStore } from './user-store';

/**
 * Signing in and out (spec 4.2): the stored values, the cookies, the user store and the native app
 * are kept in step here and nowhere else.
 */

function isSecure(): boolean {
  return window.location.protocol === 'https:';
}

/** Cookie Store API is missing from older mobile webviews; document.cookie works everywhere. */
function writeCookies(cookies: string[]): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above; the strings come from session-cookies.ts
  for (const cookie of cookies) document.cookie = cookie;
}

function persist(credentials: SessionCredentials, language: string, mediaSource = ''): void {
  writeStoredSession(window.localStorage, credentials, language, mediaSource);
  writeCookies(buildSessionCookies(credentials, { secure: isSecure() }));
  useUserStore.getState().setSignedIn(credentials);
}

/** A sign-in answered by the API: store everything and tell the native app. */
export function signIn(response: LoginResponse, language: string): void {
  persist(credentialsOfLogin(response), language, response.media_source);
  platform.handOffLogin({
    user_id: response.user_id,
    user_secret_key: response.user_secret_key,
    username: response.username,
    user_login: response.user_login,
  });
}

/** Credentials found at start-up (native app, query string, storage): kept, the native app not told. */
export function adoptSession(credentials: SessionCredentials, language: string): void {
  persist(credentials, language);
}

/** Forget the session on this device: storage, cookies, store; optionally tell the native app. */
export function clearSession(options: { tellNative: boolean }): void {
  clearStoredSession(window.localStorage);
  writeCookies(buildClearedSessionCookies({ secure: isSecure() }));
  useUserStore.getState().setSignedOut();
  if (options.tellNative) platform.handOffLogout();
}

/**
 * Spec 4.2 logout: end the session on the server (a failure does not keep the user in), clear it
 * here, tell the native app, and go home. Issue 20 replaced spec 4.2's "login-home with a return
 * address": whoever just chose to sign out does not want to be asked to sign in (docs/decisions.md).
 */
export async function logout(api: ApiClient, locale: string): Promise<void> {
  try {
    const { logout: logoutEndpoint } = await import('@app/shared/auth/session-contracts');
    await api.call(logoutEndpoint, {}, { centralHandling: false });
  } catch {
    // The session ends locally whatever the server said.
  }
  clearSession({ tellNative: true });
  window.location.assign(`/${locale}`);
}
