import { COIN_NAMES, type CoinName } from '@app/shared/wallet/coins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthTestApp, signInByPhone } from '../../../../test/helpers/sign-in';
import {
  AnswerTally,
  type Login,
  pick,
  quoteThenSwap,
  randomAmount,
  randomInt,
  runClients,
  transferCall,
} from './helpers/wallet-http';
import {
  auditBreaches,
  coinTotals,
  countLedgerTx,
  ledgerAccounts,
  negativeBalances,
  show,
} from './helpers/wallet-ledger';

/**
 * The ledger under concurrent load (issue 5): 64 HTTP clients on a real listening server make 10,000
 * transfers and swaps among 100 users signed in by phone, one of them "hot" (a third of the transfers
 * go to or from it). Money is only moved, nobody goes below zero, no request fails with a database
 * conflict, and every accepted transfer is exactly one ledger transaction.
 */

const USERS = 100;
const CLIENTS = 64;
const OPERATIONS = 10_000;
/** The coins of the welcome bonus (WH:1000, KTHER:25, HAPPY:500, KUSDT:5): the ones users can spend. */
const FUNDED: readonly CoinName[] = ['WH', 'KTHER', 'HAPPY', 'KUSDT'];
/** Base units per transfer: up to about 3% of the bonus, so that the hot user runs dry now and then. */
const TRANSFER_UNITS: Record<string, [number, number]> = {
  WH: [1, 3_000],
  KTHER: [1, 10_000_000],
  HAPPY: [1, 150_000],
  KUSDT: [1, 150_000],
};
/** Base units per swap: large enough to cover the fee and buy at least one unit of any coin. */
const SWAP_UNITS: Record<string, [number, number]> = {
  WH: [100, 3_000],
  KTHER: [10_000_000, 100_000_000],
  HAPPY: [100_000, 500_000],
  KUSDT: [100_000, 300_000],
};

describe('the ledger under 64 concurrent HTTP clients', () => {
  let t: AuthTestApp;
  let base: string;
  const users: { id: number; login: Login }[] = [];

  beforeAll(async () => {
    t = await buildAuthTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // Sign-in by phone through inject, each user from an address of its own (the sign-in rate limits
    // are per address); the load below comes from 127.0.0.1, where wallet calls have no limit.
    for (let i = 0; i < USERS; i++) {
      const login = await signInByPhone(t, `91${String(i).padStart(7, '0')}`);
      users.push({ id: login.user_id, login });
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('moves money only, keeps balances non-negative and answers every call cleanly', async () => {
    const hot = users[0] as (typeof users)[number];
    const others = users.slice(1);
    const before = await ledgerAccounts(t.db);
    const transfersBefore = await countLedgerTx(t.db, 'transfer');
    const swapsBefore = await countLedgerTx(t.db, 'swap');
    const tally = new AnswerTally();
    const transferTxIds = new Set<string>();
    const swapTxIds = new Set<string>();

    async function transfer(): Promise<void> {
      let from = pick(others);
      let to = pick(others);
      const roll = Math.random();
      if (roll < 1 / 6) from = hot;
      else if (roll < 1 / 3) to = hot;
      while (to.id === from.id) to = pick(others);
      const coin = pick(FUNDED);
      const [min, max] = TRANSFER_UNITS[coin] as [number, number];
      // One transfer in 30 asks for more than anyone has: a sure BALANCE_LACK.
      const amount = Math.random() < 1 / 30 ? '1000000' : randomAmount(coin, min, max);
      const answer = await transferCall(base, from.login, { to_user_id: to.id, coin, amount });
      tally.record('transfer', answer);
      if (answer.code === 0) transferTxIds.add(String(answer.data.tx_id));
    }

    async function swap(): Promise<void> {
      const user = pick(users);
      const from = pick(FUNDED);
      const to = pick(COIN_NAMES.filter((c) => c !== from));
      const [min, max] = SWAP_UNITS[from] as [number, number];
      const { quote, swap } = await quoteThenSwap(base, user.login, {
        from_coin: from,
        to_coin: to,
        amount: randomAmount(from, min, max),
      });
      tally.record('quote', quote);
      if (!swap) return;
      tally.record('swap', swap);
      if (swap.code === 0) swapTxIds.add(String(swap.data.tx_id));
    }

    let started = 0;
    const startedAt = Date.now();
    await runClients(CLIENTS, async () => {
      if (started >= OPERATIONS) return false;
      started++;
      await (randomInt(1, 10) <= 7 ? transfer() : swap());
      return true;
    });
    const elapsedMs = Date.now() - startedAt;

    const after = await ledgerAccounts(t.db);
    const transfersOk = tally.count('transfer 0');
    const summary = {
      database: t.config.database.kind,
      operations: started,
      clients: CLIENTS,
      users: USERS,
      answers: tally.sorted(),
      elapsed_ms: elapsedMs,
      operations_per_s: Math.round((started / elapsedMs) * 1000),
    };
    console.log(`ledger concurrency: ${show(summary)}`);

    expect(started).toBe(OPERATIONS);
    expect(tally.unhandled.slice(0, 5), `${tally.unhandled.length} unhandled errors`).toEqual([]);
    expect(tally.unexpected.slice(0, 5), `${tally.unexpected.length} unexpected answers`).toEqual([]);
    // Money was moved, never made or lost: per coin, the sum over every account is what it was (0).
    expect(coinTotals(after)).toEqual(coinTotals(before));
    expect(Object.values(coinTotals(after)).every((sum) => sum === '0')).toBe(true);
    // No user (nor any account but issuance) below zero.
    expect(negativeBalances(after)).toEqual([]);
    // Each accepted transfer (swap) is exactly one transaction, and no two answers share one.
    expect(transferTxIds.size).toBe(transfersOk);
    expect((await countLedgerTx(t.db, 'transfer')) - transfersBefore).toBe(transfersOk);
    expect((await countLedgerTx(t.db, 'swap')) - swapsBefore).toBe(tally.count('swap 0'));
    expect(swapTxIds.size).toBe(tally.count('swap 0'));
    expect(await auditBreaches(t.db)).toEqual([]);
    // The load was real: most transfers went through, and the hot user's contention did not stop them.
    expect(transfersOk).toBeGreaterThan(OPERATIONS / 2);
    expect(tally.count('transfer 1014')).toBeGreaterThan(0);
    expect(tally.count('swap 0')).toBeGreaterThan(0);
    // The hot user took part on both sides.
    const hotEntries = await t.db
      .selectFrom('ledger_tx')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'transfer')
      .where((eb) => eb.or([eb('user_id', '=', hot.id), eb('counterparty_user_id', '=', hot.id)]))
      .executeTakeFirstOrThrow();
    expect(Number(hotEntries.n)).toBeGreaterThan(transfersOk / 6);
  }, 300_000);
});
