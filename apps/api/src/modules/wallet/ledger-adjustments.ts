import type { CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { type PostedTx, postTransaction, systemAccount, userAccount } from './ledger';

/** An operator's credit or debit of a player (issue 11), as the ledger posts it. */
export interface AdjustmentPosting {
  userId: number;
  coin: CoinName;
  direction: 'credit' | 'debit';
  /** Base units, > 0. */
  amount: bigint;
  /** What the console calls it ("ops_adjustment:<id>"): the operator's reason stays in the console. */
  reference: string;
}

/**
 * Posts an adjustment: between the player's account and the coin's `adjustments` system account (a
 * money source, ledger.ts), never a balance written directly. A debit the player cannot cover fails
 * with BALANCE_LACK and writes nothing. Runs in the caller's write transaction (the console's, which
 * also writes the approval or the adjustment's record and the audit entry).
 */
export function postAdjustment(trx: DbOrTrx, a: AdjustmentPosting, now: number): Promise<PostedTx> {
  const toPlayer = a.direction === 'credit' ? a.amount : -a.amount;
  return postTransaction(
    trx,
    {
      kind: 'adjustment',
      reason: 'ops_adjustment',
      reference: a.reference,
      userId: a.userId,
      counterpartyUserId: null,
    },
    [
      { account: userAccount(a.userId, a.coin), amount: toPlayer },
      { account: systemAccount('adjustments', a.coin), amount: -toPlayer },
    ],
    now,
  );
}
