import { formatUnits, parseUnits } from '@app/shared';
import type { DrawGame, PrizeKind } from '@app/shared/luckybear/draw-games';
import type { LuckyPrizeItem } from '@app/shared/luckybear/prize-item';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';
import type { LuckyPrizeTable } from './lucky.tables';

/** A prize as the draws use it: amounts in base units. */
export interface Prize {
  id: string;
  game: DrawGame;
  position: number;
  labelKey: string;
  kind: PrizeKind;
  coin: CoinName;
  amount: bigint;
  /** Tenths: 25 = 2.5 times the amount. */
  wagerMultipleTenths: number;
  weight: number;
  disabled: boolean;
}

export const decimalsOf = (coin: string) => COINS[coin as CoinName]?.decimals ?? 0;

function prizeOf(r: Selectable<LuckyPrizeTable>): Prize {
  return {
    id: r.id,
    game: r.game as DrawGame,
    position: Number(r.position),
    labelKey: r.label_key,
    kind: r.kind as PrizeKind,
    coin: r.coin as CoinName,
    amount: toUnits(r.amount),
    wagerMultipleTenths: Number(r.wager_multiple_tenths),
    weight: Number(r.weight),
    disabled: Number(r.disabled) !== 0,
  };
}

/** The operators' item (decimal amount) of a prize, and back. */
export function itemOf(p: Prize): LuckyPrizeItem {
  return {
    id: p.id,
    game: p.game,
    position: p.position,
    label_key: p.labelKey,
    kind: p.kind,
    coin: p.coin,
    amount: formatUnits(p.amount, decimalsOf(p.coin)),
    wager_multiple: p.wagerMultipleTenths / 10,
    weight: p.weight,
  };
}

/** The columns of an item (id apart); the coin must be the wallet's (checked by the catalogue). */
export function columnsOf(item: LuckyPrizeItem) {
  return {
    game: item.game,
    position: item.position,
    label_key: item.label_key,
    kind: item.kind,
    coin: item.coin,
    amount: parseUnits(item.amount, decimalsOf(item.coin)),
    wager_multiple_tenths: Math.round(item.wager_multiple * 10),
    weight: item.weight,
  };
}

/** The lucky_prize table. */
export const prizeRepository = {
  /** A draw's enabled prizes in wheel order. */
  async table(db: DbOrTrx, game: DrawGame): Promise<Prize[]> {
    const rows = await db
      .selectFrom('lucky_prize')
      .selectAll()
      .where('game', '=', game)
      .where('disabled', '=', 0)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(prizeOf);
  },

  async all(db: DbOrTrx, offset: number, limit: number): Promise<{ rows: Prize[]; total: number }> {
    const [rows, count] = await Promise.all([
      db
        .selectFrom('lucky_prize')
        .selectAll()
        .orderBy('game')
        .orderBy('position')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute(),
      db
        .selectFrom('lucky_prize')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(prizeOf), total: Number(count.n) };
  },

  async byId(db: DbOrTrx, id: string): Promise<Prize | undefined> {
    const row = await db.selectFrom('lucky_prize').selectAll().where('id', '=', id).executeTakeFirst();
    return row && prizeOf(row);
  },

  async enabledCount(db: DbOrTrx, game: DrawGame): Promise<number> {
    const row = await db
      .selectFrom('lucky_prize')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('game', '=', game)
      .where('disabled', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async ids(db: DbOrTrx): Promise<Set<string>> {
    return new Set((await db.selectFrom('lucky_prize').select('id').execute()).map((r) => r.id));
  },

  async insert(db: DbOrTrx, items: readonly LuckyPrizeItem[], now: number): Promise<void> {
    if (items.length === 0) return;
    await db
      .insertInto('lucky_prize')
      .values(items.map((item) => ({ id: item.id, ...columnsOf(item), created_at: now, updated_at: now })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },

  async update(
    db: DbOrTrx,
    id: string,
    values: Partial<ReturnType<typeof columnsOf>> & { disabled?: number; updated_at: number },
  ) {
    await db.updateTable('lucky_prize').set(values).where('id', '=', id).execute();
  },
};
