import type { CoinName } from '@app/shared/wallet/coins';
import { type Leg, systemAccount, type TxHeader, userAccount } from './ledger';

/** A transfer's legs: the amount to the recipient, amount + fee from the sender, the fee to the coin's fees account. */
export function transferLegs(fromUserId: number, toUserId: number, coin: CoinName, amount: bigint, fee: bigint): Leg[] {
  const sender = userAccount(fromUserId, coin);
  const legs: Leg[] = [
    { account: sender, amount: -amount },
    { account: userAccount(toUserId, coin), amount },
  ];
  if (fee > 0n) {
    legs.push({ account: sender, amount: -fee, role: 'fee' });
    legs.push({ account: systemAccount('fees', coin), amount: fee });
  }
  return legs;
}

/** A transfer's transaction header. */
export function transferHeader(fromUserId: number, toUserId: number): TxHeader {
  return { kind: 'transfer', reason: 'user_transfer', reference: '', userId: fromUserId, counterpartyUserId: toUserId };
}
