import type { CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import type { FairService } from '../fair';

/**
 * One payment of a pet act, in the caller's transaction: `amount` leaves the payer; `fee` of it goes to
 * the fees account and the rest to `payeeId` (null: the whole amount is a fee). Answers the ledger
 * tx's public id; the balance lacking: BALANCE_LACK, nothing moved.
 */
export type PetPayment = (
  trx: DbOrTrx,
  p: {
    payerId: number;
    payeeId: number | null;
    coin: CoinName;
    amount: bigint;
    fee: bigint;
    reason: string;
    reference: string;
  },
) => Promise<string>;

/** What pets need from the other modules, filled by the composition root (compose.ts). */
export interface PetsPorts {
  fair: Pick<FairService, 'beginRound' | 'serverSeedOf'>;
  /** A draw's price, paid to the house (a draw is a house game, like lucky codes). */
  payDraw: (trx: DbOrTrx, p: { userId: number; coin: CoinName; amount: bigint; reference: string }) => Promise<string>;
  /** Food, transfer fees and rent. */
  pay: PetPayment;
  /** Players' display names (missing ids are absent). */
  names: (userIds: readonly number[]) => Promise<Map<number, string>>;
  /** Whether a player with this id exists, with their username. */
  player: (userId: number) => Promise<{ id: number; username: string } | undefined>;
}
