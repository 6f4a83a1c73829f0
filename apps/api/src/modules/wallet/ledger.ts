import { BodyCode, formatUnits } from '@app/shared';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { type AccountRef, ledgerRepository } from './ledger.repository';
import { MAX_UNITS } from './money';
import { newTxPublicId } from './tx-public-id';

/** System accounts, one per coin. Only issuance may go below zero: it is where money comes from. */
export const SYSTEM_ACCOUNTS = ['issuance', 'fees', 'rewards', 'swap_liquidity', 'holds'] as const;
export type SystemAccountName = (typeof SYSTEM_ACCOUNTS)[number];

/** One movement of one account in a transaction: negative leaves the account, positive arrives. */
export interface Leg {
  account: AccountRef;
  amount: bigint;
  /** For the balance-lack error: whose account this is. */
  userId?: number;
  /** 'fee' marks the fee leg (history shows it apart); default 'main'. */
  role?: 'main' | 'fee';
}

export interface PostedTx {
  /** The ledger's own key (entries and holds point at it). */
  txId: number;
  /** The id answers show (tx-public-id.ts). */
  publicId: string;
}

export interface TxHeader {
  kind: 'credit' | 'transfer' | 'swap' | 'hold' | 'hold_post' | 'hold_void' | 'hold_expire';
  reason: string;
  reference: string;
  userId: number | null;
  counterpartyUserId: number | null;
}

export function userAccount(trx: DbOrTrx, userId: number, coin: CoinName, now: number) {
  return ledgerRepository.userAccount(trx, userId, coin, now);
}

export function systemAccount(trx: DbOrTrx, name: SystemAccountName, coin: CoinName, now: number) {
  return ledgerRepository.systemAccount(trx, name, coin, name === 'issuance', now);
}

/**
 * The only writer of balances. Posts one transaction whose legs sum to zero per coin: every leg
 * becomes an immutable entry with the balance before and after. Accounts are updated in one fixed
 * order, users' accounts by ascending id and then system accounts by ascending id (so two transactions
 * never wait for each other in opposite orders on PostgreSQL, and the row every transfer shares, the
 * coin's fees account, is locked last and held the shortest time), each with a
 * conditional update that refuses to take a user below zero: the whole transaction then rolls back
 * and the caller gets BALANCE_LACK naming the coin. Must run inside a write transaction.
 */
export async function postTransaction(trx: DbOrTrx, header: TxHeader, legs: Leg[], now: number): Promise<PostedTx> {
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
  const publicId = newTxPublicId(now);
  const txId = await ledgerRepository.insertTx(trx, { ...header, publicId, now });
  const ordered = legs
    .map((leg, index) => ({ leg, index }))
    .sort(
      (a, b) =>
        Number(a.leg.account.system ?? false) - Number(b.leg.account.system ?? false) ||
        a.leg.account.id - b.leg.account.id ||
        a.index - b.index,
    );
  const entries = [];
  for (const { leg } of ordered) {
    const after = await ledgerRepository.applyDelta(trx, leg.account.id, leg.amount);
    if (after === undefined) throw balanceLack(leg);
    if (after > MAX_UNITS)
      throw new ApiError(BodyCode.INVALID_PARAMS, 'Balance would be too large', { field: 'amount' });
    entries.push({
      txId,
      accountId: leg.account.id,
      coin: leg.account.coin,
      amount: leg.amount,
      role: leg.role ?? 'main',
      after,
      now,
    });
  }
  // In leg order, like the balance updates: each account's entries chain (before = previous after).
  await ledgerRepository.insertEntries(trx, entries);
  return { txId, publicId };
}

function balanceLack(leg: Leg): ApiError {
  const coin = leg.account.coin as CoinName;
  const needed = formatUnits(-leg.amount, COINS[coin].decimals);
  if (leg.userId === undefined) {
    // A system account other than issuance ran dry (swap liquidity, rewards): not the user's fault.
    return new ApiError(BodyCode.LIQUIDITY_LACK, `Not enough ${coin} liquidity right now`, { coin });
  }
  return new ApiError(BodyCode.BALANCE_LACK, `Insufficient ${coin} balance`, { coin, needed });
}
