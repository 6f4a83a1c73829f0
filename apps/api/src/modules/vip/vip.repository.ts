import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';

export interface VipClaim {
  level: number;
  coin: string;
  amount: bigint;
  txPublicId: string;
  claimedAt: number;
}

/** The vip_reward_claim table. */
export const vipRepository = {
  async claims(db: DbOrTrx, userId: number): Promise<VipClaim[]> {
    const rows = await db
      .selectFrom('vip_reward_claim')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('level')
      .execute();
    return rows.map((r) => ({
      level: Number(r.level),
      coin: r.coin,
      amount: toUnits(r.amount),
      txPublicId: r.tx_public_id,
      claimedAt: Number(r.claimed_at),
    }));
  },

  /** Records a paid reward; a second row for the same (user, level) is a unique violation. */
  async insert(db: DbOrTrx, userId: number, claim: VipClaim): Promise<void> {
    await db
      .insertInto('vip_reward_claim')
      .values({
        user_id: userId,
        level: claim.level,
        coin: claim.coin,
        amount: claim.amount,
        tx_public_id: claim.txPublicId,
        claimed_at: claim.claimedAt,
      })
      .execute();
  },
};
