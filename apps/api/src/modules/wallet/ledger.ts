import { BodyCode, formatUnits } from '@app/shared';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { onPostgres, runSteps, type Steps } from '../../db/statement-steps';
import type { DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { addToLastAccount, chainedEntries } from './last-posting.repository';
import { type AccountAfter, type AccountKey, type EntryRow, ledgerRepository } from './ledger.repository';
import { MAX_UNITS } from './money';
import { newTxPublicId } from './tx-public-id';

/** System accounts, one per coin. Only the money sources may go below zero. */
export const SYSTEM_ACCOUNTS = [
  'issuance',
  'fees',
  'rewards',
  'swap_liquidity',
  'holds',
  'adjustments',
  'house',
  'payments',
  // The dividend pool (issue 17, modules/stake): a share of fees and house win waits here until paid out.
  'dividend',
] as const;
export type SystemAccountName = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * Where money comes from, so their balances may be negative: issuance, and the operators' adjustments
 * (issue 11), whose balance is what operators credited minus what they debited, kept apart from
 * issuance so that the books show it. The house (issue 12: bets arrive, wins leave) is the operator's
 * bankroll: a lucky streak may take it below zero, and a player's win must never be refused for it.
 * Payments (issue 14) is the outside world's money: recharges arrive from it, settled withdrawals go
 * back to it, so its balance is minus what players hold from outside (what the provider owes us).
 */
export const MONEY_SOURCES: readonly string[] = ['issuance', 'adjustments', 'house', 'payments'];

/** One movement of one account in a transaction: negative leaves the account, positive arrives. */
export interface Leg {
  account: LedgerAccount;
  amount: bigint;
  /** 'fee' marks the fee leg (history shows it apart); default 'main'. */
  role?: 'main' | 'fee';
}

/** An account as a leg names it: by its owner and coin, so that posting needs no lookup of its id. */
export type LedgerAccount = AccountKey & { coin: CoinName };

export interface PostedTx {
  /** The ledger's own key (entries and holds point at it). */
  txId: number;
  /** The id answers show (tx-public-id.ts). */
  publicId: string;
}

export interface TxHeader {
  kind:
    | 'credit'
    | 'transfer'
    | 'swap'
    | 'hold'
    | 'hold_post'
    | 'hold_void'
    | 'hold_expire'
    | 'adjustment'
    | 'game_bet'
    | 'game_win'
    | 'game_rollback';
  reason: string;
  reference: string;
  userId: number | null;
  counterpartyUserId: number | null;
}

export function userAccount(userId: number, coin: CoinName): LedgerAccount {
  return { userId, coin };
}

export function systemAccount(name: SystemAccountName, coin: CoinName): LedgerAccount {
  return { system: name, coin };
}

/** One account of a transaction with its legs, in the order the legs were given. */
interface Posting {
  account: LedgerAccount;
  legs: Leg[];
  delta: bigint;
}

/**
 * The fixed order accounts are updated in: users' accounts by user id and coin, then system accounts
 * by name and coin. Two transactions thus never wait for each other in opposite orders on
 * PostgreSQL, and the rows many transactions share (the coin's fees account) are locked last and
 * held the shortest time.
 */
function lockOrder(a: LedgerAccount, b: LedgerAccount): number {
  if ((a.system === undefined) !== (b.system === undefined)) return a.system === undefined ? -1 : 1;
  const byOwner = a.system === undefined ? (a.userId ?? 0) - (b.userId ?? 0) : compare(a.system, b.system ?? '');
  return byOwner || compare(a.coin, b.coin);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The legs grouped by account (one balance update per account, however many legs it has), in lock order. */
function postings(legs: Leg[]): Posting[] {
  const byAccount = new Map<string, Posting>();
  for (const leg of legs) {
    const { account } = leg;
    const key =
      account.system === undefined ? `u:${account.userId}:${account.coin}` : `s:${account.system}:${account.coin}`;
    const posting = byAccount.get(key);
    if (posting) {
      posting.legs.push(leg);
      posting.delta += leg.amount;
    } else byAccount.set(key, { account, legs: [leg], delta: leg.amount });
  }
  return [...byAccount.values()].sort((a, b) => lockOrder(a.account, b.account));
}

/**
 * The only writer of balances. Posts one transaction whose legs sum to zero per coin: every leg
 * becomes an immutable entry with the balance before and after. Each account gets one conditional
 * update for the sum of its legs (a transfer's amount and fee leave the sender in one statement), in
 * lockOrder, which refuses to take a user below zero: the whole transaction then rolls back and the
 * caller gets BALANCE_LACK naming the coin. An account is created on its first posting. The
 * transaction row and all its entries take one insert each (the entries together with the last
 * account's update on PostgreSQL: last-posting.repository.ts). Must run inside a write transaction.
 */
export function postTransaction(trx: DbOrTrx, header: TxHeader, legs: Leg[], now: number): Promise<PostedTx> {
  return runSteps(trx, postTransactionSteps(onPostgres(trx), header, legs, now));
}

/** postTransaction as statement steps (db/statement-steps.ts), for the commit queue's synchronous batches. */
export function* postTransactionSteps(
  postgres: boolean,
  header: TxHeader,
  legs: Leg[],
  now: number,
  /** Made by the caller when its answer names it before the transaction runs (a transfer's). */
  publicId = newTxPublicId(now),
): Steps<PostedTx> {
  checkLegs(legs);
  // The transaction row first: it locks nothing, so on PostgreSQL the account rows (the coin's fees
  // account above all, which every transfer shares) are held one round trip less.
  const txId = yield* ledgerRepository.insertTx({ ...header, publicId, now });
  const plan = postings(legs);
  const last = plan.pop() as Posting;
  const entries: EntryRow[] = [];
  for (const { account, legs: accountLegs, delta } of plan) {
    entries.push(...chainedEntries(checked(yield* addToBalance(account, delta, now)), account.coin, own(accountLegs)));
  }
  // The last account (the most shared one) with all the entries, in one statement on PostgreSQL.
  const after = yield* addToLastAccount(postgres, last.account, own(last.legs), txId, entries, now);
  if (after) checked(after);
  else {
    // Refused, or the account is new: nothing was written; the general path creates it or refuses.
    const created = checked(yield* addToBalance(last.account, last.delta, now));
    yield* ledgerRepository.insertEntries(
      txId,
      [...entries, ...chainedEntries(created, last.account.coin, own(last.legs))],
      now,
    );
  }
  return { txId, publicId };
}

/** Every leg moves money within the exact-integer limit, and the legs sum to zero per coin. */
export function checkLegs(legs: Leg[]): void {
  const sums = new Map<string, bigint>();
  for (const leg of legs) {
    if (leg.amount === 0n) throw new Error('a ledger leg must move money');
    if (leg.amount > MAX_UNITS || -leg.amount > MAX_UNITS)
      throw new ApiError(BodyCode.INVALID_PARAMS, 'Amount is too large', { field: 'amount' });
    sums.set(leg.account.coin, (sums.get(leg.account.coin) ?? 0n) + leg.amount);
  }
  for (const [coin, sum] of sums) {
    if (sum !== 0n) throw new Error(`unbalanced ledger transaction: ${coin} legs sum to ${sum}`);
  }
}

const own = (legs: Leg[]) => legs.map((leg) => ({ amount: leg.amount, role: leg.role ?? 'main' }));

function checked(after: AccountAfter): AccountAfter {
  if (after.balance > MAX_UNITS)
    throw new ApiError(BodyCode.INVALID_PARAMS, 'Balance would be too large', { field: 'amount' });
  return after;
}

/**
 * One account's update. No row answered: a negative sum was refused (a missing account holds
 * nothing, so it is refused too), or a positive one found no account, which is then created.
 * Only the money sources may go below zero.
 */
function* addToBalance(account: LedgerAccount, delta: bigint, now: number): Steps<AccountAfter> {
  const allowNegative = account.system !== undefined && MONEY_SOURCES.includes(account.system);
  const after = yield* ledgerRepository.addToBalance(account, delta);
  if (after) return after;
  if (delta < 0n && !allowNegative) throw balanceLack(account, delta);
  yield* ledgerRepository.createAccount(account, allowNegative, now);
  const created = yield* ledgerRepository.addToBalance(account, delta);
  if (!created) throw balanceLack(account, delta);
  return created;
}

export function balanceLack(account: LedgerAccount, delta: bigint): ApiError {
  const coin = account.coin;
  const needed = formatUnits(-delta, COINS[coin].decimals);
  if (account.userId === undefined) {
    // A system account other than issuance ran dry (swap liquidity, rewards): not the user's fault.
    return new ApiError(BodyCode.LIQUIDITY_LACK, `Not enough ${coin} liquidity right now`, { coin });
  }
  return new ApiError(BodyCode.BALANCE_LACK, `Insufficient ${coin} balance`, { coin, needed });
}
