import { batchedOnPostgres } from '../../../db/batched-calls';
import type { Db } from '../../../db/types';
import { type LiveSession, sessionRepository } from './session.repository';

interface Lookup {
  userId: number;
  tokenHash: string;
  idleSince: number;
}

/**
 * The session lookup of every signed-in request. On PostgreSQL the lookups of requests that arrive
 * at about the same moment share one query (db/batched-calls.ts; issue 10, fifth pass): each
 * request's lookup is still made after it arrived, so a session ended before it is seen ended, as
 * with a query of its own. Each answer is checked as the single query checks it: the key's session,
 * of this user, not ended, used after `idleSince`. On SQLite one query per lookup, as before.
 */
export class SessionLookups {
  private readonly find: (lookup: Lookup) => Promise<LiveSession | undefined>;

  constructor(private readonly db: Db) {
    this.find = batchedOnPostgres(
      db,
      (l) => sessionRepository.findLive(db, l.userId, l.tokenHash, l.idleSince),
      (lookups) => this.findMany(lookups),
    );
  }

  findLive(userId: number, tokenHash: string, idleSince: number): Promise<LiveSession | undefined> {
    return this.find({ userId, tokenHash, idleSince });
  }

  private async findMany(lookups: Lookup[]): Promise<(LiveSession | undefined)[]> {
    const found = new Map<string, LiveSession>();
    const hashes = [...new Set(lookups.map((l) => l.tokenHash))];
    for (const { tokenHash, ...session } of await sessionRepository.findUnended(this.db, hashes)) {
      found.set(tokenHash, session);
    }
    return lookups.map((l) => {
      const session = found.get(l.tokenHash);
      // A copy per request: the service refreshes the last use of what it is given.
      return session && session.userId === l.userId && session.lastUsedAt > l.idleSince ? { ...session } : undefined;
    });
  }
}
