import type { CoinName } from '@app/shared/wallet/coins';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';
import type { PetActTable } from './pets.tables';

/** One coin-moving act on a pet (a feed, a transfer, a rental), stored once per (user, request key). */
export interface PetAct {
  petId: number;
  userId: number;
  requestKey: string;
  kind: 'feed' | 'transfer' | 'rent';
  counterpartyId: number | null;
  coin: CoinName;
  amount: bigint;
  fee: bigint;
  units: number;
  until: number | null;
  txPublicId: string;
  createdAt: number;
}

function actOf(r: Selectable<PetActTable>): PetAct {
  return {
    petId: Number(r.pet_id),
    userId: Number(r.user_id),
    requestKey: r.request_key,
    kind: r.kind,
    counterpartyId: r.counterparty_id === null ? null : Number(r.counterparty_id),
    coin: r.coin as CoinName,
    amount: toUnits(r.amount),
    fee: toUnits(r.fee),
    units: Number(r.units),
    until: r.until === null ? null : Number(r.until),
    txPublicId: r.tx_public_id,
    createdAt: Number(r.created_at),
  };
}

export const petActRepository = {
  async byKey(db: DbOrTrx, userId: number, key: string): Promise<PetAct | undefined> {
    const r = await db
      .selectFrom('pet_act')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_key', '=', key)
      .executeTakeFirst();
    return r && actOf(r);
  },

  async insert(trx: DbOrTrx, a: PetAct): Promise<void> {
    await trx
      .insertInto('pet_act')
      .values({
        pet_id: a.petId,
        user_id: a.userId,
        request_key: a.requestKey,
        kind: a.kind,
        counterparty_id: a.counterpartyId,
        coin: a.coin,
        amount: a.amount,
        fee: a.fee,
        units: a.units,
        until: a.until,
        tx_public_id: a.txPublicId,
        created_at: a.createdAt,
      })
      .execute();
  },
};
