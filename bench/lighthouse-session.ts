/**
 * The signed-in visitor of the Lighthouse runs: a session made through the API the way the end-to-end
 * helpers make one (messenger sign-in, POST /tg/xw_register_or_login with init data signed by a bot
 * the API is started with), then put where the web app reads it: local storage (the stored session of
 * spec 3, read at start-up, spec 4.1 (c)) and the four session cookies (spec 3, read by the server).
 */

import type { Page } from 'puppeteer-core';
import { buildCommonHeaders } from '../apps/web/src/lib/api/common-headers';
import { buildSessionCookies } from '../apps/web/src/shell/session/session-cookies';
import { storageEntriesForLogin } from '../apps/web/src/shell/session/stored-session';
import { signInitData } from '../scripts/miniapp-sim';

/** The bot the bench's API is started with (TG_BOTS), so no API code is imported here. */
export const BENCH_BOT = { name: 'bench_bot', token: '1000000002:BENCH-public-token-not-a-secret' } as const;
export const BENCH_TG_BOTS = `${BENCH_BOT.name}:${BENCH_BOT.token}`;

export interface BenchSession {
  user_id: number;
  user_secret_key: string;
  username: string;
}

/** A new messenger user signed in through the API; throws unless it answers code 0. */
export async function signInBenchUser(apiUrl: string): Promise<BenchSession> {
  const id = 800_000_000 + (Date.now() % 10_000_000);
  const user = { id, first_name: 'Bench', username: `bench_${id}`, language_code: 'en' };
  const response = await fetch(`${apiUrl}/tg/xw_register_or_login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      // The web app's own common headers (spec 7.1) of a signed-out browser.
      ...buildCommonHeaders({
        userId: 0,
        secretKey: undefined,
        language: 'en-US',
        countryCode: 'us',
        platform: 'h5',
        appVersion: '1.0.0',
      }),
    },
    body: JSON.stringify({ bot_name: BENCH_BOT.name, init_data: signInitData({ botToken: BENCH_BOT.token, user }) }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: BenchSession };
  if (answer.code !== 0) throw new Error(`sign-in of the bench user answered ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** The local-storage entries and cookie strings of this sign-in, exactly as the web app writes them. */
export function storedSession(session: BenchSession): { storage: Record<string, string>; cookies: string[] } {
  const credentials = { userId: session.user_id, secretKey: session.user_secret_key, username: session.username };
  return {
    storage: storageEntriesForLogin(credentials, 'en-US'),
    cookies: buildSessionCookies(credentials, { secure: false }),
  };
}

/**
 * Writes the session into `tab`'s local storage and cookies for `origin`, from a static file of the
 * site (no script of the app runs, so nothing is cached before the measured load).
 */
export async function writeStoredSession(tab: Page, origin: string, session: BenchSession): Promise<void> {
  await tab.goto(`${origin}/icon.svg`);
  const { storage, cookies } = storedSession(session);
  await tab.evaluate(
    (entries: Record<string, string>, cookieStrings: string[]) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      // biome-ignore lint/suspicious/noDocumentCookie: the web app writes its session cookies this way too
      for (const cookie of cookieStrings) document.cookie = cookie;
    },
    storage,
    cookies,
  );
}
