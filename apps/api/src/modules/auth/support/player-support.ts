import type { DbOrTrx } from '../../../db/types';
import type { SessionService } from '../core/session.service';
import { type PlayerRow, playerSupportRepository as repo } from './player-support.repository';

/** A player as the console shows them (ops' support pages, issue 11). */
export interface PlayerView {
  user_id: number;
  username: string;
  display_name: string;
  phone: string | null;
  login_type: string;
  abnormal: boolean;
  created_at: number;
  first_name: string;
  last_name: string;
  language_code: string;
  invite_code: string;
  referrer_id: number | null;
}

const viewOf = (r: PlayerRow): PlayerView => ({
  user_id: r.id,
  username: r.username,
  display_name: `${r.first_name} ${r.last_name}`.trim() || r.username,
  phone: r.phone,
  login_type: r.login_type,
  abnormal: r.abnormal,
  created_at: r.created_at,
  first_name: r.first_name,
  last_name: r.last_name,
  language_code: r.language_code,
  invite_code: r.invite_code,
  referrer_id: r.referrer_id,
});

/** How many sessions a player's record lists (newest first). */
const RECORD_SESSIONS = 50;

/**
 * What the operator console may read and change of players (issue 11): auth owns the tables, the
 * console (modules/ops) calls this through auth's public face, and records its audit entries in the
 * transaction it passes to the writes. The abnormal flag is the one the sign-in core already answers
 * 1013 for (session.service.ts); its change bumps the sessions' version, so no kept session outlives it.
 */
export class PlayerSupport {
  constructor(
    private readonly db: DbOrTrx,
    private readonly sessions: Pick<SessionService, 'idleSince'>,
  ) {}

  async search(q: string, offset: number, limit: number) {
    const { rows, total } = await repo.search(this.db, q, offset, limit);
    return { players: rows.map(viewOf), total };
  }

  async find(userId: number, db: DbOrTrx = this.db): Promise<PlayerView | undefined> {
    const row = await repo.user(db, userId);
    return row && viewOf(row);
  }

  async identities(userId: number) {
    return repo.identities(this.db, userId);
  }

  async sessionsOf(userId: number) {
    const idleSince = this.sessions.idleSince();
    const rows = await repo.sessions(this.db, userId, RECORD_SESSIONS);
    return rows.map((s) => ({ ...s, live: s.ended_at === null && s.last_used_at > idleSince }));
  }

  endSessions(trx: DbOrTrx, userId: number, sessionId: number | undefined, now: number): Promise<number> {
    return repo.endSessions(trx, userId, sessionId, now);
  }

  setAbnormal(trx: DbOrTrx, userId: number, abnormal: boolean): Promise<void> {
    return repo.setAbnormal(trx, userId, abnormal);
  }

  signupsPerDay(fromMs: number, toMs: number) {
    return repo.signupsPerDay(this.db, fromMs, toMs);
  }

  activePerDay(fromMs: number, toMs: number) {
    return repo.activePerDay(this.db, fromMs, toMs);
  }
}
