import type { DrawGame, PrizeKind } from '@app/shared/luckybear/draw-games';
import type { CoinName } from '@app/shared/wallet/coins';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';
import type { LuckyDrawTable } from './lucky.tables';

/** A stored draw. */
export interface Draw {
  publicId: string;
  userId: number;
  game: DrawGame;
  requestKey: string;
  prizeId: string;
  index: number;
  labelKey: string;
  kind: PrizeKind;
  coin: CoinName;
  amount: bigint;
  wagerMultipleTenths: number;
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  weights: number[];
  txPublicId: string | null;
  bonusPublicId: string | null;
  createdAt: number;
}

function drawOf(r: Selectable<LuckyDrawTable>): Draw {
  return {
    publicId: r.public_id,
    userId: Number(r.user_id),
    game: r.game as DrawGame,
    requestKey: r.request_key,
    prizeId: r.prize_id,
    index: Number(r.prize_index),
    labelKey: r.label_key,
    kind: r.kind as PrizeKind,
    coin: r.coin as CoinName,
    amount: toUnits(r.amount),
    wagerMultipleTenths: Number(r.wager_multiple_tenths),
    seedPairId: Number(r.seed_pair_id),
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: Number(r.nonce),
    weights: JSON.parse(r.weights) as number[],
    txPublicId: r.tx_public_id,
    bonusPublicId: r.bonus_public_id,
    createdAt: Number(r.created_at),
  };
}

/** The lucky_draw table. */
export const drawRepository = {
  /** Records a draw; a second one with the same (user, game, key) is a unique violation. */
  async insert(trx: DbOrTrx, d: Draw): Promise<void> {
    await trx
      .insertInto('lucky_draw')
      .values({
        public_id: d.publicId,
        user_id: d.userId,
        game: d.game,
        request_key: d.requestKey,
        prize_id: d.prizeId,
        prize_index: d.index,
        label_key: d.labelKey,
        kind: d.kind,
        coin: d.coin,
        amount: d.amount,
        wager_multiple_tenths: d.wagerMultipleTenths,
        seed_pair_id: d.seedPairId,
        server_seed_hash: d.serverSeedHash,
        client_seed: d.clientSeed,
        nonce: d.nonce,
        weights: JSON.stringify(d.weights),
        tx_public_id: d.txPublicId,
        bonus_public_id: d.bonusPublicId,
        created_at: d.createdAt,
      })
      .execute();
  },

  async byKey(db: DbOrTrx, userId: number, game: DrawGame, key: string): Promise<Draw | undefined> {
    const row = await db
      .selectFrom('lucky_draw')
      .selectAll()
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .where('request_key', '=', key)
      .executeTakeFirst();
    return row && drawOf(row);
  },

  /** A player's draw of a game by the id they see (another player's is not found). */
  async mine(db: DbOrTrx, userId: number, game: DrawGame, publicId: string): Promise<Draw | undefined> {
    const row = await db
      .selectFrom('lucky_draw')
      .selectAll()
      .where('public_id', '=', publicId)
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .executeTakeFirst();
    return row && drawOf(row);
  },

  async count(db: DbOrTrx, userId: number, game: DrawGame): Promise<number> {
    const row = await db
      .selectFrom('lucky_draw')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
