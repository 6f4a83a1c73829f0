import type { HonorBadgeId } from '@app/shared/honor/honor-contracts';
import { type RawBuilder, sql } from 'kysely';
import type { DB, DbOrTrx } from '../../db/types';

/**
 * How each badge counts (issue 18 item 5). A rule reads its owner's tables read-only, as the search
 * index's sources do (docs/decisions.md, "Honor: badges read the owners' tables"): the owners never
 * call honor, and a count can always be taken again from the facts. Each rule counts for many players
 * in one grouped query (the evaluation job's batches); a player missing from the answer has 0.
 */
export type BadgeCounter = (db: DbOrTrx, userIds: readonly number[]) => Promise<Map<number, number>>;

/** One rule: the rows of `table` whose `user` column is the player, those matching `where` only. */
interface CountRule {
  table: keyof DB;
  user: string;
  where?: RawBuilder<unknown>;
}

const RULES: Record<HonorBadgeId, CountRule> = {
  // Recharges the provider paid (modules/payments: the order reaches `paid` in the credit's transaction).
  recharger: { table: 'payment_order', user: 'user_id', where: sql`type = 'recharge' and status = 'paid'` },
  // Rounds played to the end (modules/games): an open round may still be rolled back.
  player: { table: 'game_round', user: 'user_id', where: sql`status = 'closed'` },
  // A won round paid back more than its bet.
  winner: { table: 'game_round', user: 'user_id', where: sql`status = 'closed' and win > bet` },
  // Pets owned now (modules/pets): one sold is not the seller's any more.
  pet_keeper: { table: 'pet', user: 'owner_id' },
  // Players bound to this inviter (modules/invites: one row per invitee).
  inviter: { table: 'invite_link', user: 'inviter_id' },
  // Listings sold, fixed price or auction (modules/market).
  merchant: { table: 'market_listing', user: 'seller_id', where: sql`status = 'sold'` },
  // Creator profiles made (modules/profiles).
  creator: { table: 'profile', user: 'user_id' },
  // Follow-task rewards paid to this player (modules/social: a slot's claimer).
  follower: { table: 'follow_slot', user: 'claimer_id' },
  // KTHER locks made (modules/stake), unlocked since or not.
  staker: { table: 'stake_lock', user: 'user_id' },
  // Dividend payouts paid (modules/stake: pending -> paid in the ledger's transaction).
  shareholder: { table: 'dividend_payout', user: 'user_id', where: sql`status = 'paid'` },
};

function counter({ table, user, where }: CountRule): BadgeCounter {
  return async (db, userIds) => {
    if (userIds.length === 0) return new Map();
    const column = sql.ref(user);
    const { rows } = await sql<{ u: number | string; n: number | string | bigint }>`
      select ${column} as u, count(*) as n from ${sql.table(table)}
      where ${column} in (${sql.join(userIds)}) and ${where ?? sql`1 = 1`}
      group by ${column}`.execute(db);
    // Both drivers may answer numbers as strings (PostgreSQL's count is a bigint).
    return new Map(rows.map((r) => [Number(r.u), Number(r.n)]));
  };
}

export const BADGE_RULES = Object.fromEntries(Object.entries(RULES).map(([id, rule]) => [id, counter(rule)])) as Record<
  HonorBadgeId,
  BadgeCounter
>;
