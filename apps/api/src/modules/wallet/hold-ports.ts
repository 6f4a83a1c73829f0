import type { CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';

/**
 * The wallet's holds as a module that funds many small payouts up front sees them (gift codes, follow
 * tasks): one hold per payout, because a hold settles whole; compose.ts wires them to WalletService.
 */
export interface PayoutHolds {
  /** Holds the amount on the user's balance (1014 BALANCE_LACK when short); answers the hold id. */
  hold(
    trx: DbOrTrx,
    p: { userId: number; coin: CoinName; amount: bigint; reference: string; ttlMs: number },
  ): Promise<number>;
  /** The held money to another user, whole; false when the hold is no longer pending. */
  transferHold(trx: DbOrTrx, holdId: number, toUserId: number): Promise<boolean>;
  /** The held money back to its user; false when no longer pending. */
  voidHold(trx: DbOrTrx, holdId: number): Promise<boolean>;
}
