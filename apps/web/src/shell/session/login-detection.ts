import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { isValidSession } from '@app/shared/auth/session';
import { routePath } from '@/lib/routes/locale-path';
import type { SessionCredentials } from './stored-session';

/** Spec 4.1 step 3: the sources of a sign-in at start-up, in the order they are tried. */
export const LOGIN_SOURCES = ['native', 'query', 'stored', 'messenger'] as const;
export type LoginSource = (typeof LOGIN_SOURCES)[number];

/** Spec 4.1: the messenger login is attempted only on /, /win and /inbet. */
const MESSENGER_LOGIN_PATHS = new Set(['/', '/win', '/inbet']);

export function messengerLoginAllowed(pathname: string): boolean {
  return MESSENGER_LOGIN_PATHS.has(routePath(pathname));
}

/** Credentials only when they form a valid session (spec 5: id > 0, key not '', 'null', 'undefined'). */
export function validCredentials(
  userId: unknown,
  secretKey: unknown,
  username?: unknown,
): SessionCredentials | undefined {
  const id = typeof userId === 'number' || typeof userId === 'string' ? userId : undefined;
  const key = typeof secretKey === 'string' ? secretKey : undefined;
  if (!isValidSession(id, key) || key === undefined) return undefined;
  return { userId: Number(id), secretKey: key, username: typeof username === 'string' ? username : undefined };
}

/** The query-string credentials: ?userId=..&secretKey=.. */
export function credentialsFromQuery(search: string): SessionCredentials | undefined {
  const params = new URLSearchParams(search);
  return validCredentials(params.get('userId'), params.get('secretKey'));
}

/** The URL without userId and secretKey (they must not stay in the address bar or in history). */
export function withoutQueryCredentials(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  if (!parsed.searchParams.has('userId') && !parsed.searchParams.has('secretKey')) return url;
  parsed.searchParams.delete('userId');
  parsed.searchParams.delete('secretKey');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export interface LoginDetectionSources {
  pathname: string;
  /** The native app's getLoginInfo; undefined outside the app or when it knows no session. */
  native: () => Promise<SessionCredentials | undefined>;
  query: () => SessionCredentials | undefined;
  stored: () => SessionCredentials | undefined;
  /** Inside the messenger: sign in with its init data; undefined when not inside the messenger. */
  messenger: () => Promise<LoginResponse | undefined>;
}

export type DetectedLogin =
  | { source: 'native' | 'query' | 'stored'; credentials: SessionCredentials }
  | { source: 'messenger'; response: LoginResponse };

/**
 * Tries the sources in spec order and stops at the first that yields a session. A source that fails
 * (bridge error, rejected init data) counts as empty; a messenger failure is rethrown after nothing
 * else worked, for the shared error handler (spec 8.1 "Messenger login failure").
 */
export async function detectLogin(sources: LoginDetectionSources): Promise<DetectedLogin | undefined> {
  const native = await sources.native().catch(() => undefined);
  if (native) return { source: 'native', credentials: native };
  const query = sources.query();
  if (query) return { source: 'query', credentials: query };
  const stored = sources.stored();
  if (stored) return { source: 'stored', credentials: stored };
  if (!messengerLoginAllowed(sources.pathname)) return undefined;
  const response = await sources.messenger();
  return response ? { source: 'messenger', response } : undefined;
}
