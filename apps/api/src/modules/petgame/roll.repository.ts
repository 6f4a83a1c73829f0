import type { PetRarity } from '@app/shared/pets/pet-traits';
import type { CoinName } from '@app/shared/wallet/coins';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';
import type { PetgameRollTable } from './petgame.tables';
import { type RoundRecord, roundColumns, roundOfRow } from './round-record';

/** One /rollnft roll, stored once per (user, request key). */
export interface Roll {
  userId: number;
  requestKey: string;
  coin: CoinName;
  price: bigint;
  payTxPublicId: string;
  prizeIndex: number;
  prize:
    | { kind: 'pet'; rarity: PetRarity; petPublicId: string }
    | { kind: 'coins'; amount: bigint; txPublicId: string };
  round: RoundRecord;
  createdAt: number;
}

function rollOf(r: Selectable<PetgameRollTable>): Roll {
  const index = Number(r.prize_index);
  return {
    userId: Number(r.user_id),
    requestKey: r.request_key,
    coin: r.coin as CoinName,
    price: toUnits(r.price),
    payTxPublicId: r.pay_tx_public_id,
    prizeIndex: index,
    prize:
      r.prize_kind === 'pet'
        ? { kind: 'pet', rarity: r.prize_rarity as PetRarity, petPublicId: r.pet_public_id as string }
        : { kind: 'coins', amount: toUnits(r.prize_amount ?? 0), txPublicId: r.prize_tx_public_id as string },
    round: roundOfRow(r),
    createdAt: Number(r.created_at),
  };
}

/** Rolls (SQL only). */
export const rollRepository = {
  async byKey(db: DbOrTrx, userId: number, key: string): Promise<Roll | undefined> {
    const r = await db
      .selectFrom('petgame_roll')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_key', '=', key)
      .executeTakeFirst();
    return r && rollOf(r);
  },

  async recent(db: DbOrTrx, userId: number, limit = 20): Promise<Roll[]> {
    const rows = await db
      .selectFrom('petgame_roll')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => rollOf(r));
  },

  async insert(trx: DbOrTrx, r: Roll): Promise<void> {
    await trx
      .insertInto('petgame_roll')
      .values({
        user_id: r.userId,
        request_key: r.requestKey,
        coin: r.coin,
        price: r.price,
        pay_tx_public_id: r.payTxPublicId,
        prize_index: r.prizeIndex,
        prize_kind: r.prize.kind,
        prize_rarity: r.prize.kind === 'pet' ? r.prize.rarity : null,
        pet_public_id: r.prize.kind === 'pet' ? r.prize.petPublicId : null,
        prize_amount: r.prize.kind === 'coins' ? r.prize.amount : null,
        prize_tx_public_id: r.prize.kind === 'coins' ? r.prize.txPublicId : null,
        ...roundColumns(r.round),
        created_at: r.createdAt,
      })
      .execute();
  },
};
