import { BodyCode } from '@app/shared';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthTestApp } from '../../../../test/helpers/sign-in';
import { writeTransaction } from '../../../db/transaction';
import { ApiError } from '../../../lib/api-error';
import type { SystemAccountName } from '../ledger';
import { formatRate } from '../pricing';
import { WalletService } from '../wallet.service';
import {
  auditBreaches,
  coinTotals,
  insertTestUsers,
  type LedgerAccountRow,
  ledgerAccounts,
  negativeBalances,
  show,
} from './helpers/wallet-ledger';

/**
 * Property test of the ledger (issue 5): random sequences of credits, transfers, swaps and holds run
 * against the real WalletService on a real database and, side by side, against an in-memory model
 * that knows the fee rules. After every operation the balances of the run's users and of every system
 * account equal the model, a refused operation leaves no trace, and each run ends with a sound ledger.
 */

const USERS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole coins each user of a run starts with, per coin: the generated amounts go from far below to far above. */
const FUNDING = 200n;

type Op =
  | { kind: 'credit'; user: number; coin: CoinName; amount: bigint }
  | { kind: 'transfer'; from: number; to: number; coin: CoinName; amount: bigint }
  /** A transfer of everything the sender can pay (amount + fee = balance at most), plus `extra` units. */
  | { kind: 'drain'; from: number; to: number; coin: CoinName; extra: bigint }
  | { kind: 'swap'; user: number; from: CoinName; to: CoinName; amount: bigint }
  | { kind: 'hold'; user: number; coin: CoinName; amount: bigint; ttlMs: number }
  | { kind: 'post'; pick: number; to: 'fees' | 'issuance' }
  | { kind: 'void'; pick: number }
  | { kind: 'expire'; advanceMs: number };

// ---- the model ---------------------------------------------------------------------------------

const userKey = (userId: number, coin: string) => `u:${userId}:${coin}`;
const systemKey = (name: SystemAccountName, coin: string) => `s:${name}:${coin}`;
type Legs = [key: string, delta: bigint][];

/** The fee rule of the wallet: bps of the amount rounded up, at least 1 base unit when bps > 0. */
function modelFee(amount: bigint, bps: number): bigint {
  if (bps === 0) return 0n;
  const fee = (amount * BigInt(bps) + 9_999n) / 10_000n;
  return fee < 1n ? 1n : fee;
}

/** Balances per account; a transaction is all or nothing, refused when an account would go below zero. */
class LedgerModel {
  private readonly balances = new Map<string, bigint>();

  constructor(system: LedgerAccountRow[]) {
    for (const row of system) this.balances.set(`s:${row.systemName}:${row.coin}`, row.balance);
  }

  get(key: string): bigint {
    return this.balances.get(key) ?? 0n;
  }

  /** The body codes the service may answer: [0] when the legs fit, else the refusal(s) they allow. */
  expectedCodes(legs: Legs): number[] {
    const after = new Map<string, bigint>();
    for (const [key, delta] of legs) after.set(key, (after.get(key) ?? this.get(key)) + delta);
    const short = [...after].filter(([key, value]) => value < 0n && !key.startsWith('s:issuance:'));
    if (short.length === 0) return [0];
    // Which short account the ledger meets first depends on account ids: a user's is BALANCE_LACK,
    // a system account's (liquidity, rewards) LIQUIDITY_LACK.
    return [...new Set(short.map(([key]) => (key.startsWith('u:') ? BodyCode.BALANCE_LACK : BodyCode.LIQUIDITY_LACK)))];
  }

  apply(legs: Legs): void {
    for (const [key, delta] of legs) this.balances.set(key, this.get(key) + delta);
  }

  /** Non-zero balances by key, as strings (comparable with toEqual). */
  view(): Record<string, string> {
    return normalised([...this.balances]);
  }
}

function normalised(entries: [string, bigint][]): Record<string, string> {
  return Object.fromEntries(
    entries
      .filter(([, value]) => value !== 0n)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, value]) => [key, value.toString()]),
  );
}

// ---- generators --------------------------------------------------------------------------------

const userArb = fc.nat({ max: USERS - 1 });
const pairArb = fc.tuple(userArb, userArb).filter(([a, b]) => a !== b);
/** Four coins of different decimals (2, 8, 4, 6): few enough that credits and spends meet. */
const COINS_USED = ['WH', 'KTHER', 'HAPPY', 'KUSDT'] as const satisfies readonly CoinName[];
const coinArb = fc.constantFrom(...COINS_USED);
/** From a hundredth of a thousandth of a coin to 5000 coins, whatever the coin's decimals. */
const coinAmountArb = fc
  .tuple(coinArb, fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 3 }))
  .map(([coin, mantissa, scale]) => ({
    coin,
    amount: BigInt(mantissa) * 10n ** BigInt(Math.max(0, COINS[coin].decimals - 3 + scale)),
  }));

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(userArb, coinAmountArb).map(([user, c]): Op => ({ kind: 'credit', user, ...c })),
  },
  {
    weight: 4,
    arbitrary: fc.tuple(pairArb, coinAmountArb).map(([[from, to], c]): Op => ({ kind: 'transfer', from, to, ...c })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(pairArb, coinArb, fc.constantFrom(0n, 1n))
      .map(([[from, to], coin, extra]): Op => ({ kind: 'drain', from, to, coin, extra })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(userArb, coinAmountArb, coinArb)
      .filter(([, c, to]) => c.coin !== to)
      .map(([user, c, to]): Op => ({ kind: 'swap', user, from: c.coin, to, amount: c.amount })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(userArb, coinAmountArb, fc.integer({ min: 1, max: 10_000 }))
      .map(([user, c, ttlMs]): Op => ({ kind: 'hold', user, ...c, ttlMs })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat({ max: 20 }), fc.constantFrom('fees' as const, 'issuance' as const))
      .map(([pick, to]): Op => ({ kind: 'post', pick, to })),
  },
  { weight: 2, arbitrary: fc.nat({ max: 20 }).map((pick): Op => ({ kind: 'void', pick })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 10_000 }).map((advanceMs): Op => ({ kind: 'expire', advanceMs })) },
);

// ---- the property ------------------------------------------------------------------------------

interface ModelHold {
  id: number;
  user: number;
  coin: CoinName;
  amount: bigint;
  expiresAt: number;
  status: 'pending' | 'posted' | 'voided' | 'expired';
}

/** The service's answer, or the body code of its business refusal. Anything else is thrown. */
async function outcome<T>(work: () => Promise<T>): Promise<{ code: number; value?: T }> {
  try {
    return { code: 0, value: await work() };
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code };
    throw error;
  }
}

describe('the ledger against an in-memory model (fast-check)', () => {
  let t: AuthTestApp;
  let wallet: WalletService;
  /** The service's clock: holds expire when the test moves it. */
  let clock = Date.now();
  let serial = 0;
  /** Outcomes over all runs ("transfer 0", "transfer 1014", ...): the generators must reach both sides. */
  const tally: Record<string, number> = {};
  const count = (outcome: string) => {
    tally[outcome] = (tally[outcome] ?? 0) + 1;
  };

  beforeAll(async () => {
    t = await buildAuthTestApp();
    wallet = new WalletService(t.db, t.config.wallet, () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function freshUsers(): Promise<number[]> {
    serial++;
    return insertTestUsers(t.db, `lp${serial}`, USERS, clock);
  }

  async function txCount(): Promise<number> {
    const row = await t.db
      .selectFrom('ledger_tx')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function runScenario(ops: Op[]): Promise<void> {
    const { swapFeeBps, transferFeeBps } = t.config.wallet;
    const ids = await freshUsers();
    const id = (user: number) => ids[user] as number;
    const model = new LedgerModel(await ledgerAccounts(t.db, []));
    const holds: ModelHold[] = [];

    /** Checks the service's answer against the model; applies the legs when they fit. Returns new tx count. */
    function settle(kind: Op['kind'], legs: Legs, code: number): number {
      count(`${kind} ${code}`);
      const expected = model.expectedCodes(legs);
      expect(expected, `legs ${show(legs)}`).toContain(code);
      if (code !== 0) return 0;
      model.apply(legs);
      return 1;
    }

    async function transfer(
      kind: 'transfer' | 'drain',
      from: number,
      to: number,
      coin: CoinName,
      amount: bigint,
    ): Promise<number> {
      const fee = modelFee(amount, transferFeeBps);
      const legs: Legs = [
        [userKey(id(from), coin), -(amount + fee)],
        [userKey(id(to), coin), amount],
      ];
      if (fee > 0n) legs.push([systemKey('fees', coin), fee]);
      const got = await outcome(() =>
        writeTransaction(t.db, (trx) => wallet.transfer(trx, id(from), id(to), coin, amount)),
      );
      if (got.code === 0) expect(got.value?.fee).toBe(fee);
      return settle(kind, legs, got.code);
    }

    async function settleHold(op: Extract<Op, { kind: 'post' | 'void' }>): Promise<number> {
      // Even picks take a pending hold when there is one, odd picks any hold (maybe settled already).
      const pending = holds.filter((h) => h.status === 'pending');
      const from = op.pick % 2 === 0 && pending.length > 0 ? pending : holds;
      const hold = from[Math.floor(op.pick / 2) % Math.max(1, from.length)];
      if (!hold) return 0;
      const to = op.kind === 'post' ? op.to : 'user';
      const got = await outcome(() =>
        writeTransaction(t.db, (trx) =>
          to === 'user' ? wallet.voidHold(trx, hold.id) : wallet.postHold(trx, hold.id, to),
        ),
      );
      expect(got).toEqual({ code: 0, value: hold.status === 'pending' });
      if (hold.status !== 'pending') {
        count(`${op.kind} settled already`);
        return 0;
      }
      hold.status = op.kind === 'post' ? 'posted' : 'voided';
      return settle(
        op.kind,
        [
          [systemKey('holds', hold.coin), -hold.amount],
          [to === 'user' ? userKey(id(hold.user), hold.coin) : systemKey(to, hold.coin), hold.amount],
        ],
        0,
      );
    }

    async function step(op: Op): Promise<number> {
      switch (op.kind) {
        case 'credit': {
          const got = await outcome(() =>
            writeTransaction(t.db, (trx) =>
              wallet.credit(trx, {
                userId: id(op.user),
                coin: op.coin,
                amount: op.amount,
                from: 'rewards',
                reason: 'property_test',
                reference: `op:${serial}`,
              }),
            ),
          );
          return settle(
            'credit',
            [
              [systemKey('rewards', op.coin), -op.amount],
              [userKey(id(op.user), op.coin), op.amount],
            ],
            got.code,
          );
        }
        case 'transfer':
          return transfer('transfer', op.from, op.to, op.coin, op.amount);
        case 'drain': {
          // The largest amount whose amount + fee the sender can pay, then `extra` units more.
          const balance = model.get(userKey(id(op.from), op.coin));
          let amount = (balance * 10_000n) / BigInt(10_000 + transferFeeBps);
          while (amount > 0n && amount + modelFee(amount, transferFeeBps) > balance) amount--;
          while (amount + 1n + modelFee(amount + 1n, transferFeeBps) <= balance) amount++;
          amount += op.extra;
          return amount > 0n ? transfer('drain', op.from, op.to, op.coin, amount) : 0;
        }
        case 'swap': {
          const quote = await outcome(() => wallet.quoteSwap(t.db, op.from, op.to, op.amount));
          if (quote.code === BodyCode.INVALID_PARAMS) {
            count('swap too small to quote');
            return 0;
          }
          expect(quote.code).toBe(0);
          const q = quote.value as NonNullable<typeof quote.value>;
          const fee = modelFee(op.amount, swapFeeBps);
          expect(q.fee).toBe(fee);
          expect(q.amountOut).toBeGreaterThan(0n);
          const got = await outcome(() =>
            writeTransaction(t.db, (trx) =>
              wallet.swap(trx, id(op.user), {
                from: op.from,
                to: op.to,
                amountIn: op.amount,
                quotedRate: formatRate(q.rate),
                maxSlippageBps: 50,
              }),
            ),
          );
          if (got.code === 0)
            expect({ fee: got.value?.fee, out: got.value?.amountOut }).toEqual({ fee, out: q.amountOut });
          return settle(
            'swap',
            [
              [userKey(id(op.user), op.from), -op.amount],
              [systemKey('swap_liquidity', op.from), op.amount - fee],
              [systemKey('fees', op.from), fee],
              [systemKey('swap_liquidity', op.to), -q.amountOut],
              [userKey(id(op.user), op.to), q.amountOut],
            ],
            got.code,
          );
        }
        case 'hold': {
          const got = await outcome(() =>
            writeTransaction(t.db, (trx) =>
              wallet.hold(trx, id(op.user), op.coin, op.amount, 'property_test', `op:${serial}`, op.ttlMs),
            ),
          );
          if (got.code === 0) {
            holds.push({
              id: got.value as number,
              user: op.user,
              coin: op.coin,
              amount: op.amount,
              expiresAt: clock + op.ttlMs,
              status: 'pending',
            });
          }
          return settle(
            'hold',
            [
              [userKey(id(op.user), op.coin), -op.amount],
              [systemKey('holds', op.coin), op.amount],
            ],
            got.code,
          );
        }
        case 'post':
        case 'void':
          return settleHold(op);
        case 'expire': {
          clock += op.advanceMs;
          const due = holds.filter((h) => h.status === 'pending' && h.expiresAt <= clock);
          expect(await wallet.expireHolds()).toBe(due.length);
          for (const hold of due) {
            hold.status = 'expired';
            settle(
              'expire',
              [
                [systemKey('holds', hold.coin), -hold.amount],
                [userKey(id(hold.user), hold.coin), hold.amount],
              ],
              0,
            );
          }
          return due.length;
        }
      }
    }

    // Every run starts with its users funded (so that spends meet money) and ends with the clock a day
    // later, so that no hold of this run is left pending for the next.
    const funding = ids.flatMap((_, user) =>
      COINS_USED.map(
        (coin): Op => ({ kind: 'credit', user, coin, amount: FUNDING * 10n ** BigInt(COINS[coin].decimals) }),
      ),
    );
    for (const op of [...funding, ...ops, { kind: 'expire', advanceMs: DAY_MS } as const]) {
      const txBefore = await txCount();
      const newTxs = await step(op);
      const context = `after ${show(op)}`;
      // A refused operation left nothing behind: no transaction, no balance change, no hold.
      expect(await txCount(), context).toBe(txBefore + newTxs);
      const rows = await ledgerAccounts(t.db, ids);
      expect(
        normalised(
          rows.map((r) => [`${r.userId === null ? `s:${r.systemName}` : `u:${r.userId}`}:${r.coin}`, r.balance]),
        ),
        context,
      ).toEqual(model.view());
      if (holds.length > 0) {
        const stored = await t.db
          .selectFrom('ledger_hold')
          .select(['id', 'status'])
          .where(
            'id',
            'in',
            holds.map((h) => h.id),
          )
          .orderBy('id')
          .execute();
        expect(
          stored.map((h) => [Number(h.id), h.status]),
          context,
        ).toEqual(holds.map((h) => [h.id, h.status]));
      }
    }

    const all = await ledgerAccounts(t.db);
    expect(negativeBalances(all)).toEqual([]);
    // Money is only ever moved: over every account (issuance is the negative of all that exists), 0.
    expect(
      Object.values(coinTotals(all)).every((sum) => sum === '0'),
      show(coinTotals(all)),
    ).toBe(true);
    expect(await auditBreaches(t.db)).toEqual([]);
  }

  it('keeps every balance equal to the model, refusals without trace, and the audit clean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 40, size: 'max' }), (ops) => runScenario(ops)),
      { numRuns: 30 },
    );
    console.log(`ledger property outcomes: ${show(tally)}`);
    // The generators reached both sides of every operation (else the property would prove little).
    const reached = ['credit 0', 'transfer 0', 'transfer 1014', 'drain 0', 'drain 1014', 'swap 0', 'swap 1014'];
    for (const seen of [...reached, 'hold 0', 'hold 1014', 'post 0', 'void 0', 'expire 0']) {
      expect(tally[seen] ?? 0, seen).toBeGreaterThan(0);
    }
  }, 300_000);
});
