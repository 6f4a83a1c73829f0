import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { coinBalance, getAs } from '../../../../test/helpers/player-reads';
import { freshAddress, post, sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import { buildTestApp } from '../../../../test/helpers/test-app';
import { createDatabase } from '../../../db/create-db';
import { writeTransaction } from '../../../db/transaction';
import type { Jobs } from '../../../jobs';
import { CapturingSmsSender } from '../../auth';
import { movableClock } from '../../payments/test/helpers/payments-test-app';
import type { InvestHooks } from '../invest.service';
import { type ProductTerms, productRepository } from '../product.repository';

let serial = 0;
let productSerial = 0;

/** A WH product for one test (its own code), 10% a year for 30 days, 1-500 WH, cap 10,000 WH, exit at 2%. */
export function whProduct(over: Partial<ProductTerms> = {}): ProductTerms {
  return {
    code: `t-${process.pid % 1000}-${++productSerial}`,
    coin: 'WH',
    termDays: 30,
    returnKind: 'annual',
    rateBps: 1_000,
    min: 100n,
    max: 50_000n,
    cap: 1_000_000n,
    earlyExit: true,
    penaltyBps: 200,
    sort: 1,
    ...over,
  };
}

/**
 * The API listening on 127.0.0.1 with the job runner polling every 50 ms on a movable clock (the
 * subscriptions' maturity and the invest.mature job share it), players signed in by phone (each with the
 * WH 1000 welcome bonus), products written straight into the table (the console's editor is tested apart).
 */
export async function buildInvestTestApp(hooks: InvestHooks = {}) {
  const clock = movableClock();
  const sms = new CapturingSmsSender();
  let jobs: Jobs | undefined;
  const t = await buildTestApp(
    { JOBS_POLL_MS: '50' },
    {
      logger: false,
      services: {
        sms,
        jobs: {
          clock: clock.now,
          register: (j) => {
            jobs = j;
          },
        },
        invest: hooks,
      },
    },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const side = createDatabase(t.config.database);
  const auth = { ...t, sms, db: side.db };
  const call = async (login: LoginResponse, path: string, body: object, key: string = randomUUID()) =>
    (await post(t.app, path, body, { ...sessionHeaders(login), 'idempotency-key': key }, freshAddress())).body;
  return {
    ...auth,
    clock,
    player: () =>
      signInByPhone(auth, `9348${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`),
    product: async (over: Partial<ProductTerms> = {}) => {
      const terms = whProduct(over);
      await productRepository.insertMissing(side.db, terms, clock.now());
      return terms;
    },
    call,
    subscribe: (login: LoginResponse, product: string, amount: string, key?: string) =>
      call(login, '/invest/subscribe', { product, amount }, key),
    exit: (login: LoginResponse, positionId: number, key?: string) =>
      call(login, '/invest/exit', { position_id: positionId }, key),
    get: (login: LoginResponse | undefined, path: string) => getAs(t.app, login, path),
    /** The player's WH balance in base units (2 decimals). */
    wh: (login: LoginResponse) => coinBalance(side.db, login.user_id, 'WH'),
    /** Waits (up to 15 s) until the position has left 'active'; answers its state. */
    settled: async (positionId: number) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const row = await side.db
          .selectFrom('invest_position')
          .select('state')
          .where('id', '=', positionId)
          .executeTakeFirstOrThrow();
        if (row.state !== 'active' || Date.now() > deadline) return row.state;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Runs the maturity job of a position once more (a second job of its own key), waiting until it is done. */
    matureAgain: async (positionId: number, tag: string) => {
      const key = `invest.mature:again:${tag}:${positionId}`;
      await writeTransaction(side.db, (trx) =>
        (jobs as Jobs).enqueue(trx, { kind: 'invest.mature', payload: { positionId }, key }),
      );
      const deadline = Date.now() + 15_000;
      for (;;) {
        const row = await side.db.selectFrom('job').select('state').where('key', '=', key).executeTakeFirst();
        if (row?.state === 'done' || row?.state === 'failed' || Date.now() > deadline) return row?.state;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Ledger transactions with this reason and reference (the return's reference is invest:<id>). */
    txCount: async (reason: string, reference: string) =>
      Number(
        (
          await side.db
            .selectFrom('ledger_tx')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('reason', '=', reason)
            .where('reference', '=', reference)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    close: async () => {
      await side.close();
      await t.close();
    },
  };
}

export type InvestTestApp = Awaited<ReturnType<typeof buildInvestTestApp>>;
