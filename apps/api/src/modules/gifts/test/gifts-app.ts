import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { playerCalls } from '../../../../test/helpers/player-calls';
import { coinBalance } from '../../../../test/helpers/player-reads';
import { signInByPhone } from '../../../../test/helpers/sign-in';
import { buildTestApp } from '../../../../test/helpers/test-app';
import { createDatabase } from '../../../db/create-db';
import { CapturingSmsSender } from '../../auth';
import { movableClock } from '../../payments/test/helpers/payments-test-app';

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
    ...playerCalls(t.app),
    /** The player's WH balance in base units (2 decimals). */
    wh: (login: LoginResponse) => coinBalance(side.db, login.user_id, 'WH'),
    close: async () => {
      await side.close();
      await t.close();
    },
  };
}

export type GiftsTestApp = Awaited<ReturnType<typeof buildGiftsTestApp>>;
