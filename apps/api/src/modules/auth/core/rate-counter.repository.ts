import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db/types';

/**
 * Fixed-window counters in the database, so that limits hold across every API process sharing it.
 * One atomic upsert per hit: a window that has ended starts again at 1.
 */
export async function hitCounter(
  db: DbOrTrx,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; resetAt: number }> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('rate_counter')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_counter.reset_at <= ${now} then 1 else rate_counter.count + 1 end`,
        reset_at: sql`case when rate_counter.reset_at <= ${now} then ${resetAt} else rate_counter.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** The counter's state without counting a hit. */
export async function readCounter(db: DbOrTrx, key: string, now: number): Promise<{ count: number; resetAt: number }> {
  const row = await db
    .selectFrom('rate_counter')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || Number(row.reset_at) <= now) return { count: 0, resetAt: now };
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}
