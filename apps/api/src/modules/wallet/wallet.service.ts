import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { Transaction } from 'kysely';
import { BatchedCalls } from '../../db/batched-calls';
import { CommitQueue } from '../../db/commit-queue';
import { onPostgres, runSteps } from '../../db/statement-steps';
import { writeTransaction } from '../../db/transaction';
import type { DB, Db, DbOrTrx } from '../../db/types';
import { sqliteWriteWorker } from '../../db/write-worker';
import { ApiError, invalidField } from '../../lib/api-error';
import { holdRepository } from './hold.repository';
import { withIdempotency } from './idempotency';
import {
  balanceLack,
  checkLegs,
  type Leg,
  type PostedTx,
  postTransaction,
  postTransactionSteps,
  systemAccount,
  userAccount,
} from './ledger';
import { ledgerRepository } from './ledger.repository';
import { convert, feeOf, formatRate, movedBeyond, type Priced, RATE_SCALE_DECIMALS, rateE18 } from './pricing';
import { sqliteTransferBatch } from './sqlite-transfer-batch';
import {
  callLedgerTransferBatch,
  LEDGER_TRANSFER_SHORT,
  LEDGER_TRANSFER_TOO_LARGE,
  type TransferCall,
  type TransferCallOutcome,
} from './transfer-call.repository';
import { transferHeader, transferLegs } from './transfer-legs';
import { newTxPublicId } from './tx-public-id';
import type { WalletConfig } from './wallet.config';

export interface CreditInput {
  userId: number;
  coin: CoinName;
  amount: bigint;
  /** The system account the money comes from (payments: a recharge paid from outside, issue 14). */
  from: 'rewards' | 'issuance' | 'payments' | 'house';
  reason: string;
  reference: string;
}

/**
 * PostgreSQL's transfer batches (db/batched-calls.ts). At most 48 a call: a batch holds its accounts'
 * locks (the coin's fees row among them) until its commit, so it is kept to what about one turn of the
 * event loop brings under the bench's 64 connections. Two calls in flight: the next batch is on its way
 * while one commits; they serialise on the coin's fees row anyway.
 */
const TRANSFER_BATCHES = { maxBatch: 48, maxInFlight: 2 };

/**
 * SQLite's transfer batches, at most 128 (the commit queue's bound on how long one transaction holds the
 * write lock), one out at a time: while a batch runs, everything that arrives waits and goes as the
 * next one (bigger batches, one COMMIT each), and another write waits behind at most that one batch.
 * A batch is one commit-queue item (sqlite-transfer-batch.ts, docs/decisions.md "Ledger throughput,
 * seventh pass"), or one message to the wallet's write worker when it is on (db/write-worker.ts,
 * "sixth pass").
 */
const SQLITE_TRANSFER_BATCHES = { maxBatch: 128, maxInFlight: 1 };

/** The module the wallet's SQLite write worker runs. */
const TRANSFER_WRITER = new URL('./transfer-writer.worker.ts', import.meta.url);

/** A batched way to run transfers outside this thread's commit queue (both answer alike). */
interface TransferCalls {
  call(input: TransferCall): Promise<TransferCallOutcome>;
}

/** Decimal string -> base units of the coin, as a field error when it does not fit. */
export function amountOf(value: string, coin: CoinName, field = 'amount'): bigint {
  let units: bigint;
  try {
    units = parseUnits(value, COINS[coin].decimals);
  } catch (error) {
    throw invalidField(field, (error as Error).message);
  }
  if (units <= 0n) throw invalidField(field, 'must be greater than 0');
  return units;
}

/**
 * The wallet's rules over the ledger: credits from system accounts, transfers between users, swaps
 * at the price table's rates, holds, balances and history. Every balance change goes through
 * postTransaction (ledger.ts).
 */
export class WalletService {
  /** Money-moving calls of this process share write transactions (db/commit-queue.ts). */
  private readonly queue: CommitQueue;
  private readonly postgres: boolean;
  /**
   * Transfers made at about the same moment, as one batch (transferByCall): on PostgreSQL one call of
   * ledger_transfer_batch; on SQLite one item of this thread's commit queue (sqlite-transfer-batch.ts: a
   * few statements for the whole batch), or with the write worker on (config, off by default) one
   * message to it, which runs it as one transaction on another core.
   */
  private readonly transferCalls: TransferCalls;

  constructor(
    private readonly db: Db,
    private readonly config: WalletConfig,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.queue = new CommitQueue(db);
    this.postgres = onPostgres(db);
    // The write worker cannot reach an in-memory database: the commit queue's batch then, as when it is off.
    this.transferCalls =
      (this.postgres
        ? new BatchedCalls((calls) => callLedgerTransferBatch(db, calls), TRANSFER_BATCHES)
        : config.sqliteWriteWorker
          ? sqliteWriteWorker<TransferCall, TransferCallOutcome>(db, TRANSFER_WRITER, SQLITE_TRANSFER_BATCHES)
          : undefined) ??
      new BatchedCalls((calls) => this.queue.runSteps(() => sqliteTransferBatch(calls)), SQLITE_TRANSFER_BATCHES);
  }

  /** Credits a user from a named system account: rewards, gift codes and spins use this. */
  async credit(trx: DbOrTrx, input: CreditInput): Promise<PostedTx> {
    return postTransaction(
      trx,
      {
        kind: 'credit',
        reason: input.reason,
        reference: input.reference,
        userId: input.userId,
        counterpartyUserId: null,
      },
      [
        { account: systemAccount(input.from, input.coin), amount: -input.amount },
        { account: userAccount(input.userId, input.coin), amount: input.amount },
      ],
      this.now(),
    );
  }

  /** The welcome bonus of config.wallet.signupBonus, inside the registration's transaction. */
  async creditSignupBonus(trx: DbOrTrx, userId: number): Promise<void> {
    for (const bonus of this.config.signupBonus) {
      await this.credit(trx, {
        userId,
        coin: bonus.coin,
        amount: parseUnits(bonus.amount, COINS[bonus.coin].decimals),
        from: 'rewards',
        reason: 'signup_bonus',
        reference: `user:${userId}`,
      });
    }
  }

  private async prices(db: DbOrTrx): Promise<Map<string, Priced>> {
    return new Map(
      (await ledgerRepository.coins(db)).map((c) => [c.code, { decimals: c.decimals, priceE12: c.priceE12 }]),
    );
  }

  /** GET token info: the coin's price and the fees that apply to it. */
  async tokenInfo(coin: CoinName) {
    const row = (await ledgerRepository.coins(this.db)).find((c) => c.code === coin);
    if (!row) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'Unknown coin', { field: 'coin' });
    return {
      coin,
      coin_name: COINS[coin].name,
      token: COINS[coin].token,
      decimals: row.decimals,
      usdt_price: formatUnits(row.priceE12, 12),
      swap_fee_bps: this.config.swapFeeBps,
      transfer_fee_bps: this.config.transferFeeBps,
      transfer_min_fee: formatUnits(this.config.transferFeeBps > 0 ? 1n : 0n, row.decimals),
    };
  }

  /** Runs a money-moving call once per (user, Idempotency-Key): see idempotency.ts. */
  once<T>(userId: number, key: string, hash: string, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return withIdempotency(this.queue, this.db, userId, key, hash, work);
  }

  // ---- transfers -------------------------------------------------------------------------------

  transferFee(amount: bigint): bigint {
    return feeOf(amount, this.config.transferFeeBps);
  }

  /**
   * A transfer to another user once per (sender, Idempotency-Key), answered with `answer(fee, publicId)`,
   * which is what a replay of the key answers too. One item of a batch (transferByCall).
   */
  transferOnce<T>(
    key: { userId: number; key: string; hash: string },
    transfer: { toUserId: number; coin: CoinName; amount: bigint },
    answer: (fee: bigint, publicId: string) => T,
  ): Promise<T> {
    return this.transferByCall(this.transferCalls, key, transfer, answer);
  }

  /**
   * transferOnce as one item of a batch call: on PostgreSQL of ledger_transfer_batch (migration
   * 0023_ledger_transfer_batch): the idempotency record, the updates in lock order, the transaction row
   * and the entries of every transfer of the batch, one round trip and one commit for all of them; on
   * SQLite of sqlite-transfer-batch.ts (the same answers, a few statements per batch, in the commit
   * queue, or in the write worker's own transaction when it is on: transfer-writer.worker.ts). The answer is
   * known before (the public id is made here), so it is stored in the same call. The legs are
   * postTransaction's and checked here the same way.
   */
  private async transferByCall<T>(
    calls: TransferCalls,
    key: { userId: number; key: string; hash: string },
    transfer: { toUserId: number; coin: CoinName; amount: bigint },
    answer: (fee: bigint, publicId: string) => T,
  ): Promise<T> {
    const { fee, legs } = this.transferLegs(key.userId, transfer.toUserId, transfer.coin, transfer.amount);
    checkLegs(legs);
    const now = this.now();
    const publicId = newTxPublicId(now);
    const result = answer(fee, publicId);
    const outcome = await calls.call({
      ...key,
      ...transfer,
      response: JSON.stringify(result),
      fee,
      publicId,
      now,
    });
    if (outcome.status === 'posted') return result;
    if (outcome.status === 'stored') {
      if (outcome.hash !== key.hash) throw new ApiError(BodyCode.IDEMPOTENCY_CONFLICT);
      return JSON.parse(outcome.response ?? 'null') as T;
    }
    if (outcome.code === LEDGER_TRANSFER_SHORT)
      throw balanceLack(userAccount(key.userId, transfer.coin), -(transfer.amount + fee));
    if (outcome.code === LEDGER_TRANSFER_TOO_LARGE)
      throw new ApiError(BodyCode.INVALID_PARAMS, 'Balance would be too large', { field: 'amount' });
    throw Object.assign(new Error(`ledger_transfer: ${outcome.message}`), { code: outcome.code });
  }

  /** A transfer's fee and legs (transfer-legs.ts). */
  private transferLegs(fromUserId: number, toUserId: number, coin: CoinName, amount: bigint) {
    const fee = this.transferFee(amount);
    return { fee, legs: transferLegs(fromUserId, toUserId, coin, amount, fee) };
  }

  /**
   * A transfer to another user: the amount arrives, the fee goes to the fees account, amount + fee
   * leave the sender. Runs in the caller's transaction (the idempotency record's).
   */
  transfer(trx: DbOrTrx, fromUserId: number, toUserId: number, coin: CoinName, amount: bigint) {
    return runSteps(trx, this.transferSteps(onPostgres(trx), fromUserId, toUserId, coin, amount));
  }

  private *transferSteps(postgres: boolean, fromUserId: number, toUserId: number, coin: CoinName, amount: bigint) {
    const { fee, legs } = this.transferLegs(fromUserId, toUserId, coin, amount);
    const { txId, publicId } = yield* postTransactionSteps(
      postgres,
      transferHeader(fromUserId, toUserId),
      legs,
      this.now(),
    );
    return { txId, publicId, fee };
  }

  // ---- swaps -----------------------------------------------------------------------------------

  /** The swap's fee, output and rate at the current prices, outside any transaction (query_fee). */
  quote(from: CoinName, to: CoinName, amountIn: bigint) {
    return this.quoteSwap(this.db, from, to, amountIn);
  }

  async quoteSwap(db: DbOrTrx, from: CoinName, to: CoinName, amountIn: bigint) {
    if (from === to) throw invalidField('to_coin', 'must differ from from_coin');
    const prices = await this.prices(db);
    const pFrom = prices.get(from) as Priced;
    const pTo = prices.get(to) as Priced;
    const fee = feeOf(amountIn, this.config.swapFeeBps);
    if (fee >= amountIn) throw invalidField('amount', 'is too small to cover the fee');
    const amountOut = convert(amountIn - fee, pFrom, pTo);
    if (amountOut <= 0n) throw invalidField('amount', `is too small to buy any ${to}`);
    return { fee, amountOut, rate: rateE18(pFrom, pTo) };
  }

  /**
   * A swap at the current rate, refused with RATE_MOVED when it differs from the rate the user was
   * quoted by more than maxSlippageBps. The user pays into the coin's liquidity (fee to fees) and is
   * paid from the other coin's liquidity.
   */
  async swap(
    trx: DbOrTrx,
    userId: number,
    input: { from: CoinName; to: CoinName; amountIn: bigint; quotedRate: string; maxSlippageBps: number },
  ) {
    const now = this.now();
    const quote = await this.quoteSwap(trx, input.from, input.to, input.amountIn);
    let quoted: bigint;
    try {
      quoted = parseUnits(input.quotedRate, RATE_SCALE_DECIMALS);
    } catch (error) {
      throw invalidField('quoted_rate', (error as Error).message);
    }
    if (quoted <= 0n) throw invalidField('quoted_rate', 'must be greater than 0');
    if (movedBeyond(quoted, quote.rate, input.maxSlippageBps)) {
      throw new ApiError(BodyCode.RATE_MOVED, undefined, {
        quoted_rate: input.quotedRate,
        current_rate: formatRate(quote.rate),
      });
    }
    const payFrom = userAccount(userId, input.from);
    const legs: Leg[] = [
      { account: payFrom, amount: -(input.amountIn - quote.fee) },
      { account: systemAccount('swap_liquidity', input.from), amount: input.amountIn - quote.fee },
      { account: systemAccount('swap_liquidity', input.to), amount: -quote.amountOut },
      { account: userAccount(userId, input.to), amount: quote.amountOut },
    ];
    if (quote.fee > 0n) {
      legs.push({ account: payFrom, amount: -quote.fee, role: 'fee' });
      legs.push({ account: systemAccount('fees', input.from), amount: quote.fee });
    }
    const { txId, publicId } = await postTransaction(
      trx,
      { kind: 'swap', reason: `swap_${input.from}_${input.to}`, reference: '', userId, counterpartyUserId: null },
      legs,
      now,
    );
    return { txId, publicId, ...quote };
  }

  // ---- holds -----------------------------------------------------------------------------------

  /** Reserves money before it leaves (a withdrawal): it moves to the holds account, pending. */
  async hold(
    trx: DbOrTrx,
    userId: number,
    coin: CoinName,
    amount: bigint,
    reason: string,
    reference: string,
    ttlMs: number,
  ) {
    const now = this.now();
    const { txId } = await postTransaction(
      trx,
      { kind: 'hold', reason, reference, userId, counterpartyUserId: null },
      [
        { account: userAccount(userId, coin), amount: -amount },
        { account: systemAccount('holds', coin), amount },
      ],
      now,
    );
    return holdRepository.insert(trx, { userId, coin, amount, reason, reference, expiresAt: now + ttlMs, txId, now });
  }

  /**
   * The held money leaves for good, to a system account (e.g. fees, or payments for a settled
   * withdrawal); `fee` of it goes to the fees account as the transaction's fee leg (issue 14).
   */
  async postHold(trx: DbOrTrx, holdId: number, to: 'fees' | 'issuance' | 'payments', fee = 0n) {
    return this.settleHold(trx, holdId, 'posted', to, fee);
  }

  /**
   * The held money goes, whole, to another user (a gift code's claim, issue 16): one hold per claim,
   * so the money moves from the sender's hold to the claimer exactly once. False when no longer pending.
   * `fee` of it goes to the fees account (a market auction's winning bid: the seller gets the rest).
   */
  async transferHold(trx: DbOrTrx, holdId: number, toUserId: number, fee = 0n) {
    return this.settleHold(trx, holdId, 'posted', { userId: toUserId }, fee);
  }

  /** The held money goes back to the user, less `fee` to the fees account (an invest early exit's penalty). */
  async voidHold(trx: DbOrTrx, holdId: number, fee = 0n) {
    return this.settleHold(trx, holdId, 'voided', 'user', fee);
  }

  /** Every pending hold past its expiry goes back to its user; answers how many. */
  async expireHolds(): Promise<number> {
    const due = await holdRepository.pendingDue(this.db, this.now());
    let expired = 0;
    for (const id of due) {
      const done = await writeTransaction(this.db, (trx) => this.settleHold(trx, id, 'expired', 'user'));
      if (done) expired++;
    }
    return expired;
  }

  private async settleHold(
    trx: DbOrTrx,
    holdId: number,
    status: 'posted' | 'voided' | 'expired',
    to: 'fees' | 'issuance' | 'payments' | 'user' | { userId: number },
    fee = 0n,
  ) {
    const now = this.now();
    const hold = await holdRepository.claimPending(trx, holdId);
    if (!hold) return false;
    const coin = hold.coin as CoinName;
    const destination =
      to === 'user'
        ? userAccount(hold.userId, coin)
        : typeof to === 'object'
          ? userAccount(to.userId, coin)
          : systemAccount(to, coin);
    const kind = status === 'posted' ? 'hold_post' : status === 'voided' ? 'hold_void' : 'hold_expire';
    if (fee < 0n || fee > hold.amount) throw new Error(`hold ${holdId}: fee ${fee} is not within its amount`);
    const legs: Leg[] = [
      { account: systemAccount('holds', coin), amount: -hold.amount },
      { account: destination, amount: hold.amount - fee },
    ];
    if (fee > 0n) legs.push({ account: systemAccount('fees', coin), amount: fee, role: 'fee' });
    const { txId } = await postTransaction(
      trx,
      {
        kind,
        reason: hold.reason,
        reference: hold.reference,
        userId: hold.userId,
        counterpartyUserId: typeof to === 'object' ? to.userId : null,
      },
      legs,
      now,
    );
    await holdRepository.settle(trx, holdId, status, txId);
    return true;
  }
}
