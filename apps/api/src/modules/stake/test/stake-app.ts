import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { afterAll, beforeAll } from 'vitest';
import { playerCalls } from '../../../../test/helpers/player-calls';
import { signInByPhone } from '../../../../test/helpers/sign-in';
import { buildTestApp } from '../../../../test/helpers/test-app';
import { createDatabase } from '../../../db/create-db';
import { writeTransaction } from '../../../db/transaction';
import type { DB } from '../../../db/types';
import { createJobServices } from '../../../jobs';
import { silentLog } from '../../../jobs/test/helpers/job-test-db';
import { CapturingSmsSender } from '../../auth';
import { movableClock } from '../../payments/test/helpers/payments-test-app';
import { amountOf, createWalletServices, postTransaction, systemAccount, userBalance } from '../../wallet';
import { ledgerAccounts } from '../../wallet/test/helpers/wallet-ledger';
import { createStakeServices } from '../stake.services';

let serial = 0;
export const DAY = 24 * 60 * 60 * 1000;

/**
 * The API on a movable clock with its own job runner off (JOBS_ENABLED=false): the tests run the
 * stake's jobs through a runner of their own on the same database and clock (`runJobs`), the way the
 * job runner's tests do, so a test decides when a period closes. Players get 1000 KTHER and 100 KUSDT.
 */
export async function buildStakeTestApp() {
  const clock = movableClock();
  const sms = new CapturingSmsSender();
  const t = await buildTestApp(
    { JOBS_ENABLED: 'false', WALLET_SIGNUP_BONUS: 'WH:1000,KTHER:1000,KUSDT:100' },
    { logger: false, services: { sms, jobs: { clock: clock.now } } },
  );
  const side = createDatabase(t.config.database);
  const jobServices = createJobServices(side.db, { ...t.config.jobs, enabled: true }, silentLog, { clock: clock.now });
  // The stake's services on the test's own runner, with the wallet's holds (as compose.ts wires them).
  const { wallet } = createWalletServices(
    { config: t.config.wallet, database: side, log: silentLog as never, jobs: jobServices.jobs },
    { users: undefined as never, payees: undefined as never, counters: undefined as never },
  );
  const stake = createStakeServices(
    { config: t.config.stake, database: side, log: silentLog as never, jobs: jobServices.jobs },
    {
      amountOf: (value, coin) => amountOf(value, coin),
      hold: (trx, p) => wallet.hold(trx, p.userId, p.coin, p.amount, 'stake_lock', p.reference, p.ttlMs),
      voidHold: (trx, holdId) => wallet.voidHold(trx, holdId),
      balance: (db, userId, coin) => userBalance(db, userId, coin),
      clock: clock.now,
    },
  );
  const auth = { ...t, sms, db: side.db };
  const balance = async (userId: number, coin: CoinName) =>
    (await ledgerAccounts(side.db, [userId])).find((r) => r.coin === coin && r.userId === userId)?.balance ?? 0n;
  return {
    ...auth,
    clock,
    periods: stake.periods,
    stake,
    /** Runs every due job (the stake's close and unlock jobs) on the moved clock. */
    runJobs: () => jobServices.runner.drain(),
    player: () =>
      signInByPhone(auth, `9348${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`),
    ...playerCalls(t.app),
    balance,
    /** Rows of a table (what a refused call must not have added to). */
    count: async (table: keyof DB) =>
      Number(
        (
          await side.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** Staking rewards paid to the player so far, KTHER base units. */
    rewardsOf: async (userId: number) =>
      (await side.db.selectFrom('stake_reward').select('amount').where('user_id', '=', userId).execute()).reduce(
        (sum, r) => sum + BigInt(r.amount),
        0n,
      ),
    /** Platform revenue: `amount` (decimal) of `coin` arriving in the fees account now, as a fee would. */
    addFees: async (coin: CoinName, units: bigint) =>
      writeTransaction(side.db, (trx) =>
        postTransaction(
          trx,
          { kind: 'credit', reason: 'test_fee', reference: `fee:${++serial}`, userId: null, counterpartyUserId: null },
          [
            { account: systemAccount('issuance', coin), amount: -units },
            { account: systemAccount('fees', coin), amount: units },
          ],
          clock.now(),
        ),
      ),
    units: (coin: CoinName, decimals: string) => BigInt(Math.round(Number(decimals) * 10 ** COINS[coin].decimals)),
    close: async () => {
      await jobServices.runner.stop();
      await side.close();
      await t.close();
    },
  };
}

export type StakeTestApp = Awaited<ReturnType<typeof buildStakeTestApp>>;

/** The test file's app: built before its tests and closed after them (the describe block uses it directly). */
export function stakeTestAppOfFile(): StakeTestApp {
  const t = {} as StakeTestApp;
  beforeAll(async () => {
    Object.assign(t, await buildStakeTestApp());
  }, 60_000);
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
