import { randomBytes } from 'node:crypto';
import type { CoinName } from '@app/shared/wallet/coins';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';
import type { LuckyCodeTable } from './luckycodes.tables';

/** Crockford's base32 (no I, L, O, U): what people can read aloud and type. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new code: 16 characters of 5 random bits each (80 bits), far beyond guessing. */
export function newCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code;
}

/** The opening of a code: what was drawn, with which round, and what paid it. */
export interface Opening {
  openedBy: number;
  openedAt: number;
  prizeIndex: number;
  prizeAmount: bigint;
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  weights: number[];
  prizeTxPublicId: string;
}

/** A stored code. */
export interface LuckyCode {
  code: string;
  tier: string;
  buyerId: number;
  requestKey: string;
  coin: CoinName;
  price: bigint;
  buyTxPublicId: string;
  createdAt: number;
  opening: Opening | null;
}

function codeOf(r: Selectable<LuckyCodeTable>): LuckyCode {
  return {
    code: r.code,
    tier: r.tier,
    buyerId: Number(r.buyer_id),
    requestKey: r.request_key,
    coin: r.coin as CoinName,
    price: toUnits(r.price),
    buyTxPublicId: r.buy_tx_public_id,
    createdAt: Number(r.created_at),
    opening:
      r.opened_by === null || r.prize_index === null
        ? null
        : {
            openedBy: Number(r.opened_by),
            openedAt: Number(r.opened_at),
            prizeIndex: Number(r.prize_index),
            prizeAmount: toUnits(r.prize_amount ?? 0),
            seedPairId: Number(r.seed_pair_id),
            serverSeedHash: r.server_seed_hash ?? '',
            clientSeed: r.client_seed ?? '',
            nonce: Number(r.nonce),
            weights: JSON.parse(r.weights ?? '[]') as number[],
            prizeTxPublicId: r.prize_tx_public_id ?? '',
          },
  };
}

const LIST_SIZE = 50;

export const luckyCodeRepository = {
  async byCode(db: DbOrTrx, code: string): Promise<LuckyCode | undefined> {
    const row = await db.selectFrom('lucky_code').selectAll().where('code', '=', code).executeTakeFirst();
    return row && codeOf(row);
  },

  async byKey(db: DbOrTrx, buyerId: number, requestKey: string): Promise<LuckyCode | undefined> {
    const row = await db
      .selectFrom('lucky_code')
      .selectAll()
      .where('buyer_id', '=', buyerId)
      .where('request_key', '=', requestKey)
      .executeTakeFirst();
    return row && codeOf(row);
  },

  /** Codes the player bought or opened, newest first. */
  async mine(db: DbOrTrx, userId: number): Promise<LuckyCode[]> {
    const rows = await db
      .selectFrom('lucky_code')
      .selectAll()
      .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('opened_by', '=', userId)]))
      .orderBy('id', 'desc')
      .limit(LIST_SIZE)
      .execute();
    return rows.map(codeOf);
  },

  async insert(db: DbOrTrx, c: Omit<LuckyCode, 'opening'>): Promise<void> {
    await db
      .insertInto('lucky_code')
      .values({
        code: c.code,
        tier: c.tier,
        buyer_id: c.buyerId,
        request_key: c.requestKey,
        coin: c.coin,
        price: c.price,
        buy_tx_public_id: c.buyTxPublicId,
        created_at: c.createdAt,
      })
      .execute();
  },

  /**
   * Takes the code for one opener: one conditional update (`opened_at is null`), so of any number of
   * concurrent openings exactly one gets the row (PostgreSQL: the others wait on its lock, then find it
   * taken); false when it was already opened.
   */
  async take(trx: DbOrTrx, code: string, userId: number, now: number): Promise<boolean> {
    const result = await trx
      .updateTable('lucky_code')
      .set({ opened_by: userId, opened_at: now })
      .where('code', '=', code)
      .where('opened_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Records what the taken code drew and what paid it. */
  async recordOpening(trx: DbOrTrx, code: string, o: Opening): Promise<void> {
    await trx
      .updateTable('lucky_code')
      .set({
        prize_index: o.prizeIndex,
        prize_amount: o.prizeAmount,
        seed_pair_id: o.seedPairId,
        server_seed_hash: o.serverSeedHash,
        client_seed: o.clientSeed,
        nonce: o.nonce,
        weights: JSON.stringify(o.weights),
        prize_tx_public_id: o.prizeTxPublicId,
      })
      .where('code', '=', code)
      .execute();
  },
};
