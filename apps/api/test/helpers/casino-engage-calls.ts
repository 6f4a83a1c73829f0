/** Calls and arrangements of the casino brand's engagement tests (modules/casino-engage/test). */

import type { GamesTestApp, Login } from '../../src/modules/games/test/helpers/games-app';
import { ledgerAccounts } from '../../src/modules/wallet/test/helpers/wallet-ledger';
import { post, sessionHeaders } from './sign-in';
import { commonHeaders } from './test-app';

/** The casino-engage tests' calls: GET with a query, POST, as a player or signed out. */
export function engageCalls(t: GamesTestApp) {
  return {
    async get(login: Login | undefined, url: string, headers: Record<string, string> = {}) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: login ? sessionHeaders(login, headers) : commonHeaders(headers),
      });
      // biome-ignore lint/suspicious/noExplicitAny: tests read the data field by field
      return res.json() as { code: number; msg: string; data: any };
    },
    async post(login: Login, url: string, body: object, headers: Record<string, string> = {}) {
      return (await post(t.app, url, body, sessionHeaders(login, headers))).body;
    },
  };
}

/** Moves the app's clock (games and casino-engage alike) forward to `at` (unix ms). */
export function moveTo(t: GamesTestApp, at: number): void {
  const by = at - t.now();
  if (by < 0) throw new Error('the clock only moves forward');
  t.advance(by);
}

/** A player's WH balance in base units. */
export async function whBalance(t: GamesTestApp, userId: number): Promise<bigint> {
  const rows = await ledgerAccounts(t.db, [userId]);
  return rows.find((r) => r.userId === userId && r.coin === 'WH')?.balance ?? 0n;
}

/** Names a player (their display name is first + last name): what the rankings mask. */
export async function nameOf(t: GamesTestApp, login: Login, firstName: string): Promise<void> {
  await t.db
    .updateTable('app_user')
    .set({ first_name: firstName, last_name: '' })
    .where('id', '=', login.user_id)
    .execute();
}
