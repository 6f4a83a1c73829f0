import type { DbOrTrx } from '../../db/types';

export interface MissionClaim {
  missionId: string;
  periodKey: string;
  coin: string;
  amount: bigint;
  txPublicId: string;
  claimedAt: number;
}

/** The mission_claim table. */
export const missionClaims = {
  /** The player's claims as (mission id, period key) pairs, for the list's states. */
  async keys(db: DbOrTrx, userId: number): Promise<Set<string>> {
    const rows = await db
      .selectFrom('mission_claim')
      .select(['mission_id', 'period_key'])
      .where('user_id', '=', userId)
      .execute();
    return new Set(rows.map((r) => claimKey(r.mission_id, r.period_key)));
  },

  async exists(db: DbOrTrx, userId: number, missionId: string, periodKey: string): Promise<boolean> {
    const row = await db
      .selectFrom('mission_claim')
      .select('id')
      .where('user_id', '=', userId)
      .where('mission_id', '=', missionId)
      .where('period_key', '=', periodKey)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Records a paid reward; a second row for the same (player, mission, period) is a unique violation. */
  async insert(db: DbOrTrx, userId: number, claim: MissionClaim): Promise<void> {
    await db
      .insertInto('mission_claim')
      .values({
        user_id: userId,
        mission_id: claim.missionId,
        period_key: claim.periodKey,
        coin: claim.coin,
        amount: claim.amount,
        tx_public_id: claim.txPublicId,
        claimed_at: claim.claimedAt,
      })
      .execute();
  },
};

export function claimKey(missionId: string, periodKey: string): string {
  return `${missionId}@${periodKey}`;
}
