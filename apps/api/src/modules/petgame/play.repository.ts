import type { CoinName } from '@app/shared/wallet/coins';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';
import type { PetgamePlayTable } from './petgame.tables';
import { type RoundRecord, roundColumns, roundOfRow } from './round-record';

/** One round a pet played, stored once per (user, request key). */
export interface Play {
  userId: number;
  requestKey: string;
  petPublicId: string;
  day: string;
  outcome: string;
  coin: CoinName;
  reward: bigint;
  fullReward: bigint;
  txPublicId: string;
  round: RoundRecord;
  createdAt: number;
}

function playOf(r: Selectable<PetgamePlayTable>): Play {
  return {
    userId: Number(r.user_id),
    requestKey: r.request_key,
    petPublicId: r.pet_public_id,
    day: r.day,
    outcome: r.outcome,
    coin: r.coin as CoinName,
    reward: toUnits(r.reward),
    fullReward: toUnits(r.full_reward),
    txPublicId: r.tx_public_id,
    round: roundOfRow(r),
    createdAt: Number(r.created_at),
  };
}

export const playRepository = {
  async byKey(db: DbOrTrx, userId: number, key: string): Promise<Play | undefined> {
    const r = await db
      .selectFrom('petgame_play')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_key', '=', key)
      .executeTakeFirst();
    return r && playOf(r);
  },

  async insert(trx: DbOrTrx, p: Play): Promise<void> {
    await trx
      .insertInto('petgame_play')
      .values({
        user_id: p.userId,
        request_key: p.requestKey,
        pet_public_id: p.petPublicId,
        day: p.day,
        outcome: p.outcome,
        coin: p.coin,
        reward: p.reward,
        full_reward: p.fullReward,
        tx_public_id: p.txPublicId,
        ...roundColumns(p.round),
        created_at: p.createdAt,
      })
      .execute();
  },

  /** The player's pets that played since `since` (still resting when since = now - rest), last play first. */
  async playedSince(db: DbOrTrx, userId: number, since: number): Promise<{ petPublicId: string; at: number }[]> {
    const rows = await db
      .selectFrom('petgame_play')
      .select(['pet_public_id', (eb) => eb.fn.max('created_at').as('at')])
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .groupBy('pet_public_id')
      .execute();
    return rows.map((r) => ({ petPublicId: r.pet_public_id, at: Number(r.at) }));
  },
};
