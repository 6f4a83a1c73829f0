import type { DbOrTrx } from '../../db/types';
import { profileRepository as repo } from './profile.repository';

/** A player's current profile as links to the player show it: its address and name. */
export interface CurrentProfile {
  xid: string;
  username: string;
}

/** Where the profiles changed-feed stands: the last profile read, by its change time and id. */
export interface ProfileChangeCursor {
  at: number;
  id: number;
}

/**
 * Read-only answers for links to players (search, follow tasks): which profile a player is acting as,
 * many players in one query, and which profiles changed (made, renamed, new picture) since a point, so
 * an index of players can be brought up to date. They take the caller's `db` (or transaction).
 */
export const profileLinks = {
  async currentOf(db: DbOrTrx, userIds: readonly number[]): Promise<Map<number, CurrentProfile>> {
    if (userIds.length === 0) return new Map();
    const rows = await repo.currentOfUsers(db, [...new Set(userIds)]);
    return new Map(rows.map((r) => [Number(r.user_id), { xid: r.xid, username: r.username }]));
  },

  /** Up to `limit` profiles changed after `after`, oldest change first (ties by id), with their owner. */
  async changedAfter(
    db: DbOrTrx,
    after: ProfileChangeCursor,
    limit: number,
  ): Promise<{ userId: number; cursor: ProfileChangeCursor }[]> {
    const rows = await repo.changedAfter(db, after, limit);
    return rows.map((r) => ({ userId: Number(r.user_id), cursor: { at: Number(r.updated_at), id: Number(r.id) } }));
  },
};
