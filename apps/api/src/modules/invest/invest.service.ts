import { BodyCode } from '@app/shared';
import { exitPenalty, investReturn, maturityOf } from '@app/shared/invest/invest-rules';
import type { CoinName } from '@app/shared/wallet/coins';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { writeTransaction } from '../../db/transaction';
import type { DB, Db, DbOrTrx } from '../../db/types';
import type { Jobs } from '../../jobs';
import { ApiError } from '../../lib/api-error';
import { positionView, productView, unitsText } from './invest-views';
import { type PositionRow, positionRepository as positions } from './position.repository';
import { type ProductRow, productRepository as products } from './product.repository';

export const MATURE_JOB = 'invest.mature';
const DAY = 24 * 60 * 60 * 1000;
/** The wallet's own hold expiry is a backstop well after maturity: the job pays long before it. */
const HOLD_GRACE_MS = 30 * DAY;
const MY_POSITIONS_LIMIT = 100;
const ZMatureJob = z.object({ positionId: z.number().int().positive() });

/** What invest needs of the wallet (wired in compose.ts through the wallet's public face). */
export interface InvestPorts {
  /** Decimal string -> base units, a field error when it does not parse or is not above 0. */
  amountOf(value: string, coin: CoinName): bigint;
  /** Runs a money-moving call once per (user, Idempotency-Key). */
  once<T>(userId: number, key: string, hash: string, work: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  /** The wallet's hold (BALANCE_LACK when short); answers the hold id. */
  hold(
    trx: DbOrTrx,
    p: { userId: number; coin: CoinName; amount: bigint; reference: string; ttlMs: number },
  ): Promise<number>;
  /** The held money back to its user less `fee`, which goes to the fees account; false when no longer pending. */
  release(trx: DbOrTrx, holdId: number, fee: bigint): Promise<boolean>;
  /** The return, from the house account to the player. */
  payReturn(trx: DbOrTrx, p: { userId: number; coin: CoinName; amount: bigint; reference: string }): Promise<void>;
}

/** A money call's idempotency: the caller, the Idempotency-Key and the request's hash. */
export interface MoneyKey {
  userId: number;
  key: string;
  hash: string;
}

export interface InvestHooks {
  /** Tests: runs inside a maturity's transaction after the money moved (throwing there is a crash midway). */
  afterMaturityPaid?: (positionId: number) => void;
}

/**
 * Invest products (issue 17 item 5; modules/invest/README.md): a subscription takes its amount of the
 * product's cap and holds the principal; the maturity job gives the principal back with the return from
 * the house; an early exit gives it back less the penalty, which goes to the fees account.
 */
export class InvestService {
  constructor(
    private readonly db: Db,
    private readonly ports: InvestPorts,
    private readonly jobs: Jobs,
    private readonly now: () => number,
    private readonly hooks: InvestHooks = {},
  ) {}

  registerJobs(): void {
    this.jobs.register(MATURE_JOB, async (job) => void (await this.mature(job.payload.positionId)), {
      payload: ZMatureJob,
      timeoutMs: 60_000,
      maxAttempts: 50,
    });
  }

  async products() {
    return { list: (await products.enabled(this.db)).map(productView) };
  }

  async product(code: string) {
    return productView(await this.offered(this.db, code));
  }

  async positions(userId: number) {
    return { list: (await positions.byUser(this.db, userId, MY_POSITIONS_LIMIT)).map(positionView) };
  }

  /** Subscribe once per Idempotency-Key: amount within min/max, within what is left of the cap, within the balance. */
  async subscribe({ userId, key, hash }: MoneyKey, input: { product: string; amount: string }) {
    // All of it inside the key's transaction: a replayed key answers what it answered, whatever changed since.
    return this.ports.once(userId, key, hash, async (trx) => {
      const now = this.now();
      const product = await this.offered(trx, input.product);
      const coin = product.coin as CoinName;
      const amount = this.ports.amountOf(input.amount, coin);
      if (amount < product.min || amount > product.max) {
        throw new ApiError(BodyCode.INVEST_AMOUNT_OUT_OF_RANGE, undefined, {
          min: unitsText(coin, product.min),
          max: unitsText(coin, product.max),
        });
      }
      if (!(await products.takeCap(trx, product.code, amount, now))) {
        const current = await this.offered(trx, product.code);
        throw new ApiError(BodyCode.INVEST_CAP_REACHED, undefined, {
          remaining: unitsText(coin, current.cap - current.sold),
        });
      }
      // The terms under the cap's row lock (an operator's edit in between is seen).
      const terms = await this.offered(trx, product.code);
      const maturesAt = maturityOf(now, terms.termDays);
      const id = await positions.insert(trx, {
        userId,
        productCode: terms.code,
        coin,
        principal: amount,
        returnUnits: investReturn(amount, terms),
        termDays: terms.termDays,
        returnKind: terms.returnKind,
        rateBps: terms.rateBps,
        earlyExit: terms.earlyExit,
        penaltyBps: terms.penaltyBps,
        subscribedAt: now,
        maturesAt,
      });
      const holdId = await this.ports.hold(trx, {
        userId,
        coin,
        amount,
        reference: `invest:${id}`,
        ttlMs: maturesAt - now + HOLD_GRACE_MS,
      });
      await positions.setHold(trx, id, holdId);
      await this.jobs.enqueue(trx, {
        kind: MATURE_JOB,
        payload: { positionId: id },
        runAt: maturesAt,
        key: `${MATURE_JOB}:${id}`,
      });
      return positionView((await positions.byId(trx, id)) as PositionRow);
    });
  }

  /** Early exit once per Idempotency-Key and once per position: the principal less the penalty, no return. */
  async exit({ userId, key, hash }: MoneyKey, positionId: number) {
    return this.ports.once(userId, key, hash, async (trx) => {
      const now = this.now();
      const position = await positions.byId(trx, positionId);
      if (!position || position.userId !== userId) throw new ApiError(BodyCode.INVEST_POSITION_NOT_FOUND);
      if (position.state !== 'active' || position.maturesAt <= now) throw new ApiError(BodyCode.INVEST_POSITION_CLOSED);
      if (!position.earlyExit) throw new ApiError(BodyCode.INVEST_EXIT_NOT_ALLOWED);
      const penalty = exitPenalty(position.principal, position.penaltyBps);
      // The product's row before the accounts: the order a subscription locks them in.
      if (!(await positions.close(trx, positionId, { state: 'exited', now, penalty }))) {
        throw new ApiError(BodyCode.INVEST_POSITION_CLOSED);
      }
      await products.giveCap(trx, position.productCode, position.principal, now);
      if (!(await this.ports.release(trx, position.holdId, penalty))) {
        throw new Error(`invest position ${positionId}: its hold ${position.holdId} is no longer pending`);
      }
      return positionView((await positions.byId(trx, positionId)) as PositionRow);
    });
  }

  /**
   * The maturity job: principal back and the return from the house, once. The position leaves 'active'
   * under a guard in the same transaction as the money, so a second run pays nothing and a crash midway
   * commits nothing (the job runs again). Answers whether this run paid.
   */
  async mature(positionId: number): Promise<boolean> {
    return writeTransaction(this.db, async (trx) => {
      const now = this.now();
      const position = await positions.byId(trx, positionId);
      if (position?.state === 'active' && position.maturesAt > now) {
        // Run early (a clock behind the enqueuer's): fail this attempt so the runner tries again later.
        throw new Error(`invest position ${positionId} matures at ${position.maturesAt}, not yet`);
      }
      if (!position || !(await positions.close(trx, positionId, { state: 'matured', now, penalty: null }))) {
        return false;
      }
      // False only when the wallet's backstop expiry already gave the principal back: the return is still owed.
      await this.ports.release(trx, position.holdId, 0n);
      if (position.returnUnits > 0n) {
        await this.ports.payReturn(trx, {
          userId: position.userId,
          coin: position.coin as CoinName,
          amount: position.returnUnits,
          reference: `invest:${positionId}`,
        });
      }
      this.hooks.afterMaturityPaid?.(positionId);
      return true;
    });
  }

  private async offered(db: DbOrTrx, code: string): Promise<ProductRow> {
    const product = await products.byCode(db, code);
    if (!product || product.disabled) throw new ApiError(BodyCode.INVEST_PRODUCT_UNAVAILABLE);
    return product;
  }
}
