import type { CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import type { FairService } from '../fair';
import type { PetItems } from '../pets';

/** One ledger payment in the caller's transaction; answers the ledger tx's public id (short: BALANCE_LACK). */
export type PetgamePayment = (
  trx: DbOrTrx,
  p: { userId: number; coin: CoinName; amount: bigint; reference: string },
) => Promise<string>;

/** What the pet game and the NFT roll need from the other modules, filled by compose.ts. */
export interface PetgamePorts {
  fair: Pick<FairService, 'beginRound' | 'serverSeedOf'>;
  /** Who keeps a pet (owner, or renter during a rental), its look and level. */
  pets: Pick<PetItems, 'keeping'>;
  /** A play's reward, from the ledger's funded rewards account to the player. */
  payReward: PetgamePayment;
  /** A roll's price, from the player to the house (a roll is a house game, like a pet draw). */
  payRoll: PetgamePayment;
  /** A roll's coin prize, from the house to the player. */
  payRollPrize: PetgamePayment;
}
