import { BodyCode } from '@app/shared';
import {
  HONOR_BADGES,
  type HonorBadgeId,
  honorBadge,
  type MyBadge,
  nextGoal,
  type PublicBadge,
  tierOf,
} from '@app/shared/honor/honor-contracts';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { HonorPorts } from './honor.ports';
import {
  type AwardRow,
  awardsOf,
  insertAward,
  profileOwner,
  readCursor,
  userExists,
  usersAfter,
  writeCursor,
} from './honor.repository';
import { BADGE_RULES } from './honor-rules';

/** The rolling pass's cursor row. */
const PASS = 'players';
const toSeconds = (ms: number) => Math.floor(ms / 1000);

type Counts = Map<HonorBadgeId, Map<number, number>>;

/**
 * Badges (issue 18 item 5): counts real events through the rules (honor-rules.ts), records each tier
 * reached once and tells the player. Evaluated for a player when they open their badges and for
 * everyone by the rolling pass of the honor.evaluate job (honor-evaluate-job.ts).
 */
export class HonorService {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly ports: HonorPorts,
  ) {
    this.now = ports.clock ?? (() => Date.now());
  }

  catalogue() {
    return { list: HONOR_BADGES.map((b) => ({ id: b.id, goals: [...b.goals] })) };
  }

  /**
   * Counts every rule for these players and awards the tiers reached that are not recorded yet, each
   * player's new tiers in one transaction with their notices. Safe to run twice or concurrently: the
   * award's key lets one insert win, and only that one notifies. Answers the counts.
   */
  async evaluate(userIds: readonly number[]): Promise<Counts> {
    const counts: Counts = new Map();
    if (userIds.length === 0) return counts;
    for (const badge of HONOR_BADGES) counts.set(badge.id, await BADGE_RULES[badge.id](this.db, userIds));
    const awarded = await awardsOf(this.db, userIds);
    for (const userId of userIds) {
      const have = new Set((awarded.get(userId) ?? []).map((a) => `${a.badge_id}:${a.tier}`));
      const due = HONOR_BADGES.flatMap((badge) => {
        const reached = tierOf(badge.goals, counts.get(badge.id)?.get(userId) ?? 0);
        return Array.from({ length: reached }, (_, i) => ({ badgeId: badge.id, tier: i + 1 })).filter(
          (a) => !have.has(`${a.badgeId}:${a.tier}`),
        );
      });
      if (due.length > 0) await this.award(userId, due);
    }
    return counts;
  }

  private async award(userId: number, due: { badgeId: string; tier: number }[]): Promise<void> {
    const at = this.now();
    await writeTransaction(this.db, async (trx) => {
      for (const { badgeId, tier } of due) {
        if (!(await insertAward(trx, { userId, badgeId, tier, at }))) continue;
        await this.ports.notify(trx, userId, { subject: 'honor', badge: badgeId, tier }, `honor:${badgeId}:${tier}`);
      }
    });
  }

  /** My badges, counted fresh (a badge earned a moment ago shows at once, before the job's pass). */
  async mine(userId: number): Promise<{ list: MyBadge[] }> {
    const counts = await this.evaluate([userId]);
    const awards = (await awardsOf(this.db, [userId])).get(userId) ?? [];
    return { list: HONOR_BADGES.map((b) => myBadgeOf(b.id, b.goals, counts.get(b.id)?.get(userId) ?? 0, awards)) };
  }

  async badge(userId: number, id: string): Promise<MyBadge> {
    if (!honorBadge(id)) throw new ApiError(BodyCode.HONOR_BADGE_UNKNOWN, undefined, { id });
    const found = (await this.mine(userId)).list.find((b) => b.id === id);
    if (!found) throw new ApiError(BodyCode.HONOR_BADGE_UNKNOWN, undefined, { id });
    return found;
  }

  /** A player's earned badges (the highest tier of each), as recorded: public, so nothing is counted. */
  async player(query: { xid?: string; user_id?: number }): Promise<{ user_id: number; list: PublicBadge[] }> {
    const userId = query.xid !== undefined ? await profileOwner(this.db, query.xid) : query.user_id;
    if (userId === undefined || !(await userExists(this.db, userId)))
      throw new ApiError(BodyCode.HONOR_PLAYER_NOT_FOUND);
    const awards = (await awardsOf(this.db, [userId])).get(userId) ?? [];
    const list = HONOR_BADGES.flatMap((b) => {
      const top = awards.filter((a) => a.badge_id === b.id).at(-1);
      return top ? [{ id: b.id, tier: top.tier, earned_at: toSeconds(top.earned_at) }] : [];
    });
    return { user_id: userId, list };
  }

  /**
   * One step of the rolling pass over every player: the next `limit` players after the cursor, then
   * the cursor moves (back to the start after the last player). Answers how many were evaluated.
   */
  async pass(limit: number): Promise<number> {
    const after = await readCursor(this.db, PASS);
    const users = await usersAfter(this.db, after, limit);
    await this.evaluate(users);
    const next = users.length < limit ? 0 : (users.at(-1) ?? 0);
    await writeCursor(this.db, PASS, next, this.now());
    return users.length;
  }
}

function myBadgeOf(id: string, goals: readonly number[], count: number, awards: AwardRow[]): MyBadge {
  const earned = awards
    .filter((a) => a.badge_id === id)
    .map((a) => ({ tier: a.tier, earned_at: toSeconds(a.earned_at) }));
  // A tier once earned stays (a pet sold later does not take the keeper's badge back).
  const tier = Math.max(tierOf(goals, count), ...earned.map((e) => e.tier));
  return { id, goals: [...goals], tier, count, next_goal: nextGoal(goals, count), earned };
}
