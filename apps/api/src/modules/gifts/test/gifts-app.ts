import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { freshAddress, post, sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import { buildTestApp, commonHeaders } from '../../../../test/helpers/test-app';
import { createDatabase } from '../../../db/create-db';
import { CapturingSmsSender } from '../../auth';
import { movableClock } from '../../payments/test/helpers/payments-test-app';
import { ledgerAccounts } from '../../wallet/test/helpers/wallet-ledger';

let serial = 0;

/**
 * The API listening on 127.0.0.1 with the job runner polling every 50 ms on a movable clock (the gifts'
 * expiry and the release job share it), players signed in by phone (each with the WH 1000 welcome bonus).
 */
export async function buildGiftsTestApp() {
  const clock = movableClock();
  const sms = new CapturingSmsSender();
  const t = await buildTestApp(
    { JOBS_POLL_MS: '50' },
    { logger: false, services: { sms, jobs: { clock: clock.now } } },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const side = createDatabase(t.config.database);
  const auth = { ...t, sms, db: side.db };
  return {
    ...auth,
    clock,
    player: () =>
      signInByPhone(auth, `9347${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`),
    /** A POST from an address of its own (the per-address budgets are not what these tests are about). */
    call: async (login: LoginResponse, path: string, body: object) =>
      (await post(t.app, path, body, sessionHeaders(login), freshAddress())).body,
    get: async (login: LoginResponse | undefined, path: string) =>
      (
        await t.app.inject({ method: 'GET', url: path, headers: login ? sessionHeaders(login) : commonHeaders() })
      ).json() as {
        code: number;
        msg: string;
        // biome-ignore lint/suspicious/noExplicitAny: as above
        data: any;
      },
    /** The player's WH balance in base units (2 decimals). */
    wh: async (login: LoginResponse) =>
      (await ledgerAccounts(side.db, [login.user_id])).find((r) => r.coin === 'WH' && r.userId === login.user_id)
        ?.balance ?? 0n,
    close: async () => {
      await side.close();
      await t.close();
    },
  };
}

export type GiftsTestApp = Awaited<ReturnType<typeof buildGiftsTestApp>>;
