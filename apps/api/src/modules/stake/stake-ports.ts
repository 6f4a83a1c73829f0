import type { CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';

/** What the stake module needs of the wallet (wired in compose.ts); ledger postings use the wallet's public face. */
export interface StakePorts {
  /** Decimal string -> base units, a field error when it does not parse or is not above 0. */
  amountOf(value: string, coin: CoinName): bigint;
  /** The wallet's hold (throws BALANCE_LACK when short); answers the hold id. */
  hold(
    trx: DbOrTrx,
    p: { userId: number; coin: CoinName; amount: bigint; reference: string; ttlMs: number },
  ): Promise<number>;
  /** The held money back to its user; false when no longer pending. */
  voidHold(trx: DbOrTrx, holdId: number): Promise<boolean>;
  /** A player's balance of a coin. */
  balance(db: DbOrTrx, userId: number, coin: CoinName): Promise<bigint>;
}
