import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll } from 'vitest';
import { playerCalls } from '../../../../../test/helpers/player-calls';
import { coinBalance } from '../../../../../test/helpers/player-reads';
import { signInByPhone } from '../../../../../test/helpers/sign-in';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { createDatabase } from '../../../../db/create-db';
import { writeTransaction } from '../../../../db/transaction';
import type { Jobs } from '../../../../jobs';
import { CapturingSmsSender } from '../../../auth';
import { movableClock } from '../../../payments/test/helpers/payments-test-app';
import { SETTLE_JOB } from '../../auction.service';

let serial = 0;

/**
 * The API on 127.0.0.1 with the job runner polling every 50 ms on a movable clock that is also the
 * market's (an auction ends when the test moves it), players signed in by phone with the welcome coins
 * (HAPPY 500), and a hand on the jobs to enqueue extra settlements (a second run of one auction).
 */
export async function buildMarketTestApp() {
  const clock = movableClock();
  const sms = new CapturingSmsSender();
  let jobs: Jobs | undefined;
  const app = await buildTestApp(
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
      },
    },
  );
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  const side = createDatabase(app.config.database);
  const auth = { ...app, sms, db: side.db };
  const t = {
    ...auth,
    clock,
    ...playerCalls(app.app),
    player: () =>
      signInByPhone(auth, `9352${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`),
    /** Enqueues one more settlement of an auction under its own key (a second run of the job). */
    settleAgain: (listingId: number, tag: string) =>
      writeTransaction(side.db, (trx) =>
        (jobs as Jobs).enqueue(trx, {
          kind: SETTLE_JOB,
          payload: { listingId },
          key: `${SETTLE_JOB}:${tag}:${listingId}`,
        }),
      ),
    close: async () => {
      await side.close();
      await app.close();
    },
  };
  const happyOf = (login: LoginResponse) => coinBalance(t.db, login.user_id, 'HAPPY');
  return {
    ...t,
    happyOf,
    /** A system account's HAPPY balance (fees, holds). */
    systemHappy: async (name: string) => {
      const row = await t.db
        .selectFrom('ledger_account')
        .select('balance')
        .where('system_name', '=', name)
        .where('coin', '=', 'HAPPY')
        .executeTakeFirst();
      return row ? BigInt(String(row.balance)) : 0n;
    },
    /** A new player with a freshly drawn pet (50 HAPPY of their 500 paid for it). */
    playerWithPet: async () => {
      const login = await t.player();
      const drawn = await t.call(login, '/pet/draw', { request_id: randomUUID() });
      if (drawn.code !== 0) throw new Error(`draw failed: ${JSON.stringify(drawn)}`);
      return { login, petId: drawn.data.pet_id as string };
    },
    list: (login: LoginResponse, petId: string, price = '100') =>
      t.call(login, '/market/list', { pet_id: petId, price }),
    buy: (login: LoginResponse, listingId: number, requestId: string = randomUUID()) =>
      t.call(login, '/market/buy', { listing_id: listingId, request_id: requestId }),
    cancel: (login: LoginResponse, listingId: number) => t.call(login, '/market/cancel', { listing_id: listingId }),
    auction: (login: LoginResponse, petId: string, terms: { start?: string; step?: string; hours?: number } = {}) =>
      t.call(login, '/auction/start', {
        pet_id: petId,
        start_price: terms.start ?? '20',
        min_increment: terms.step ?? '5',
        hours: terms.hours ?? 1,
      }),
    bid: (login: LoginResponse, listingId: number, amount: string, requestId: string = randomUUID()) =>
      t.call(login, '/auction/bid', { listing_id: listingId, amount, request_id: requestId }),
    ownerOf: async (petId: string) => {
      const pet = await t.db
        .selectFrom('pet')
        .select(['owner_id', 'locked_by'])
        .where('public_id', '=', petId)
        .executeTakeFirstOrThrow();
      return { ownerId: Number(pet.owner_id), lockedBy: pet.locked_by };
    },
  };
}

export type MarketTestApp = Awaited<ReturnType<typeof buildMarketTestApp>>;

/** The test file's market app: built before its tests and closed after them (as paymentsTestAppOfFile). */
export function marketTestAppOfFile(): MarketTestApp {
  const t = {} as MarketTestApp;
  beforeAll(async () => {
    Object.assign(t, await buildMarketTestApp());
  }, 60_000);
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/** HAPPY amounts in base units (4 decimals). */
export const happy = (amount: number) => BigInt(Math.round(amount * 10_000));
