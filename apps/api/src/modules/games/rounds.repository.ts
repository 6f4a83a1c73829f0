import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';

/** A round as the module reads it (money as bigint, times as numbers). */
export interface RoundRow {
  id: number;
  publicId: string;
  providerId: string;
  providerRoundId: string;
  userId: number;
  gameId: string;
  coin: string;
  bet: bigint;
  win: bigint;
  status: 'open' | 'closed' | 'rolled_back';
  createdAt: number;
  closedAt: number | null;
  seedPairId: number | null;
  serverSeedHash: string | null;
  clientSeed: string | null;
  nonce: number | null;
  outcome: string | null;
  params: string | null;
}

export interface FairFields {
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

// biome-ignore lint/suspicious/noExplicitAny: a raw row of game_round, typed by the table declaration
function toRound(r: any): RoundRow {
  return {
    id: Number(r.id),
    publicId: r.public_id,
    providerId: r.provider_id,
    providerRoundId: r.provider_round_id,
    userId: Number(r.user_id),
    gameId: r.game_id,
    coin: r.coin,
    bet: toUnits(r.bet),
    win: toUnits(r.win),
    status: r.status,
    createdAt: Number(r.created_at),
    closedAt: r.closed_at === null ? null : Number(r.closed_at),
    seedPairId: r.seed_pair_id === null ? null : Number(r.seed_pair_id),
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: r.nonce === null ? null : Number(r.nonce),
    outcome: r.outcome,
    params: r.params ?? null,
  };
}

type RoundKey =
  | { provider_id: string; provider_round_id: string }
  | { id: number }
  | { user_id: number; public_id: string };

/** The game_round table. */
export const roundsRepository = {
  /** The round with these column values (a unique key: provider and its round id, id, or player and public id). */
  async findBy(db: DbOrTrx, key: RoundKey): Promise<RoundRow | undefined> {
    let query = db.selectFrom('game_round').selectAll();
    for (const [column, value] of Object.entries(key))
      query = query.where(column as keyof RoundKey, '=', value as never);
    const row = await query.executeTakeFirst();
    return row ? toRound(row) : undefined;
  },

  byProviderRound: (db: DbOrTrx, providerId: string, providerRoundId: string) =>
    roundsRepository.findBy(db, { provider_id: providerId, provider_round_id: providerRoundId }),

  byId: (db: DbOrTrx, id: number) => roundsRepository.findBy(db, { id }),

  byPublicId: (db: DbOrTrx, userId: number, publicId: string) =>
    roundsRepository.findBy(db, { user_id: userId, public_id: publicId }),

  async open(
    db: DbOrTrx,
    v: {
      publicId: string;
      providerId: string;
      providerRoundId: string;
      userId: number;
      gameId: string;
      coin: string;
      now: number;
    },
  ): Promise<RoundRow> {
    const { id } = await db
      .insertInto('game_round')
      .values({
        public_id: v.publicId,
        provider_id: v.providerId,
        provider_round_id: v.providerRoundId,
        user_id: v.userId,
        game_id: v.gameId,
        coin: v.coin,
        bet: 0n,
        win: 0n,
        status: 'open',
        created_at: v.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await roundsRepository.byId(db, Number(id))) as RoundRow;
  },

  async addBet(db: DbOrTrx, id: number, delta: bigint, now: number): Promise<void> {
    // A round whose every bet was rolled back is over: no win may follow.
    await db
      .updateTable('game_round')
      .set({
        bet: sql`bet + ${delta}`,
        status: sql`case when bet + ${delta} = 0 and ${delta} < 0 then 'rolled_back' else status end`,
        closed_at: sql`case when bet + ${delta} = 0 and ${delta} < 0 then ${now} else closed_at end`,
      })
      .where('id', '=', id)
      .execute();
  },

  async addWin(db: DbOrTrx, id: number, amount: bigint, close: boolean, now: number): Promise<void> {
    await db
      .updateTable('game_round')
      .set({ win: sql`win + ${amount}`, ...(close ? { status: 'closed', closed_at: now } : {}) })
      .where('id', '=', id)
      .execute();
  },

  async attachFair(db: DbOrTrx, id: number, fair: FairFields, outcome: unknown, params: unknown): Promise<void> {
    await db
      .updateTable('game_round')
      .set({
        seed_pair_id: fair.seedPairId,
        server_seed_hash: fair.serverSeedHash,
        client_seed: fair.clientSeed,
        nonce: fair.nonce,
        outcome: JSON.stringify(outcome),
        params: JSON.stringify(params),
      })
      .where('id', '=', id)
      .execute();
  },

  /** A player's rounds newest first, after the cursor (a public id) when given. */
  async page(db: DbOrTrx, userId: number, gameId: string | undefined, cursor: string | undefined, limit: number) {
    let query = db.selectFrom('game_round').selectAll().where('user_id', '=', userId);
    if (gameId) query = query.where('game_id', '=', gameId);
    if (cursor) query = query.where('public_id', '<', cursor);
    const rows = await query
      .orderBy('public_id', 'desc')
      .limit(limit + 1)
      .execute();
    const list = rows.slice(0, limit).map(toRound);
    return { list, nextCursor: rows.length > limit ? (list[list.length - 1]?.publicId ?? null) : null };
  },

  /** Bets minus wins of a player's rounds of a coin since a time (the daily loss; negative when ahead). */
  async netLossSince(db: DbOrTrx, userId: number, coin: string, since: number): Promise<bigint> {
    const row = await db
      .selectFrom('game_round')
      .select(sql<string | number | bigint | null>`sum(bet - win)`.as('loss'))
      .where('user_id', '=', userId)
      .where('coin', '=', coin)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return row?.loss === null || row?.loss === undefined ? 0n : toUnits(row.loss);
  },
};
