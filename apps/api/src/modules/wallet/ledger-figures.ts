import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/types';

/** One (UTC day, transaction kind, coin) of the ledger: how many transactions and how much moved. */
export interface LedgerDayFigure {
  /** Days since 1970-01-01 UTC. */
  day: number;
  kind: string;
  coin: string;
  count: number;
  /** Base units that reached or left players' accounts (the absolute sum of their entries). */
  amount: bigint;
}

const DAY_MS = 86_400_000;

/**
 * Per UTC day, kind and coin, the transactions of `kinds` and the money they moved on players'
 * accounts, from `fromDay` to `toDay` (day numbers, both included). Computed in the database: the day
 * is the integer division of the unix-ms time, the same on SQLite and PostgreSQL.
 */
export async function ledgerDayFigures(
  db: DbOrTrx,
  kinds: readonly string[],
  fromDay: number,
  toDay: number,
): Promise<LedgerDayFigure[]> {
  if (kinds.length === 0) return [];
  const day = sql<number>`t.created_at / ${sql.lit(DAY_MS)}`;
  const rows = await db
    .selectFrom('ledger_tx as t')
    .innerJoin('ledger_entry as e', 'e.tx_id', 't.id')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .select([
      day.as('day'),
      't.kind',
      'e.coin',
      sql<string>`count(distinct t.id)`.as('count'),
      sql<string>`sum(abs(e.amount))`.as('amount'),
    ])
    .where('t.kind', 'in', kinds)
    .where('a.user_id', 'is not', null)
    .where('e.role', '=', 'main')
    .where('t.created_at', '>=', fromDay * DAY_MS)
    .where('t.created_at', '<', (toDay + 1) * DAY_MS)
    .groupBy([day, 't.kind', 'e.coin'])
    .execute();
  return rows.map((r) => ({
    day: Number(r.day),
    kind: r.kind,
    coin: r.coin,
    count: Number(r.count),
    amount: BigInt(String(r.amount)),
  }));
}
