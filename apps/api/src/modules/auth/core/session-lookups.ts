import { BatchedCalls } from '../../../db/batched-calls';
import { onPostgres } from '../../../db/statement-steps';
import type { Db } from '../../../db/types';
import { type LiveSession, sessionRepository } from './session.repository';

interface Lookup {
  userId: number;
  tokenHash: string;
  idleSince: number;
}

/**
 * The session lookup of every signed-in request. On PostgreSQL the lookups of requests that arrive
 * at about the same moment share one query (db/batched-calls.ts: one round trip, one parse and plan
 * for up to 64 of them; issue 10, fifth pass): each request's lookup is still made after it arrived,
 * so a session ended before it is seen ended, as with a query of its own. Each answer is checked as
 * the single query checks it: the key's session, of this user, not ended, used after `idleSince`.
 * On SQLite a query costs no round trip: one query per lookup, as before.
 */
export class SessionLookups {
  private readonly batched: BatchedCalls<Lookup, LiveSession | undefined> | undefined;

  constructor(private readonly db: Db) {
    this.batched = onPostgres(db)
      ? new BatchedCalls((lookups) => this.findMany(lookups), { maxBatch: 64, maxInFlight: 2 })
      : undefined;
  }

  findLive(userId: number, tokenHash: string, idleSince: number): Promise<LiveSession | undefined> {
    if (!this.batched) return sessionRepository.findLive(this.db, userId, tokenHash, idleSince);
    return this.batched.call({ userId, tokenHash, idleSince });
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
