import { BodyCode } from '@app/shared';
import type { LoginType } from '@app/shared/auth/login-contracts';
import { type ChangeVersion, noChangeVersion } from '../../../db/change-version';
import type { Db, DbOrTrx } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import type { RequestContext } from '../../../lib/request-types';
import { type LiveSession, sessionRepository } from './session.repository';
import { SessionCache } from './session-cache';
import { SessionLookups } from './session-lookups';
import { newSessionToken, sha256Hex } from './tokens';

/** The signed-in caller, as authenticate() found it. */
export interface SessionInfo {
  id: number;
  userId: number;
  loginType: string;
  /** When the user last signed in on this session (unix ms): step-up checks (1010) read it. */
  verifiedAt: number;
  phone: string | null;
}

/** last_used_at is written at most this often, so a busy session does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Sessions (architecture brief, "Sessions"): the User-Secret-Key is a 256-bit token from the CSPRNG,
 * stored only as its sha256, new at every login, ended at logout, and dead after `idleMs` unused.
 */
export class SessionService {
  private readonly cache: SessionCache<LiveSession>;
  private readonly lookups: SessionLookups;

  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
    /** The sessions' version (auth_epoch on SQLite, auth.services.ts); none: nothing is kept. */
    changeVersion: ChangeVersion = noChangeVersion,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.cache = new SessionCache(changeVersion);
    this.lookups = new SessionLookups(db);
  }

  /** Opens a session for a user who just proved who they are; returns its key (shown once) and id. */
  async issue(
    trx: DbOrTrx,
    userId: number,
    loginType: LoginType,
    ctx: Pick<RequestContext, 'platform' | 'deviceId'>,
    ip: string,
  ): Promise<{ token: string; id: number }> {
    const token = newSessionToken();
    const id = await sessionRepository.insert(trx, {
      user_id: userId,
      token_hash: sha256Hex(token),
      login_type: loginType,
      platform: ctx.platform,
      device_id: ctx.deviceId ?? '',
      ip,
      now: this.now(),
    });
    return { token, id };
  }

  /** The oldest last use of a session that is still live (sessions idle longer have ended). */
  idleSince(): number {
    return this.now() - this.idleMs;
  }

  /**
   * User-Id and User-Secret-Key together must name a live session (spec 7.1, 8.3): anything else is
   * 1004. A live session of an abnormal account is 1013.
   */
  async authenticate(ctx: Pick<RequestContext, 'userId' | 'secretKey'>): Promise<SessionInfo> {
    if (ctx.userId <= 0 || !ctx.secretKey) throw new ApiError(BodyCode.SESSION_INVALID);
    const now = this.now();
    const tokenHash = sha256Hex(ctx.secretKey);
    const version = this.cache.currentVersion();
    let found = this.cache.get(tokenHash, version);
    // A kept session that looks idle may have been used through another process since: ask the database.
    if (found && found.lastUsedAt <= now - this.idleMs) found = undefined;
    if (!found) {
      found = await this.lookups.findLive(ctx.userId, tokenHash, now - this.idleMs);
      if (found) this.cache.set(tokenHash, version, found);
    }
    // A kept session is checked as the query checks it: same user, not idle.
    if (!found || found.userId !== ctx.userId || found.lastUsedAt <= now - this.idleMs) {
      throw new ApiError(BodyCode.SESSION_INVALID);
    }
    if (found.abnormal) throw new ApiError(BodyCode.ACCOUNT_ABNORMAL, undefined, { user_id: found.userId });
    if (now - found.lastUsedAt > TOUCH_EVERY_MS) {
      await sessionRepository.touch(this.db, found.id, now);
      // The touch does not change the session version (migration 0008), so the kept entry learns it here.
      found.lastUsedAt = now;
    }
    return {
      id: found.id,
      userId: found.userId,
      loginType: found.loginType,
      verifiedAt: found.verifiedAt,
      phone: found.phone,
    };
  }

  async end(userId: number, sessionId: number): Promise<boolean> {
    return sessionRepository.end(this.db, userId, sessionId, this.now());
  }

  async list(userId: number) {
    return sessionRepository.listLive(this.db, userId, this.now() - this.idleMs);
  }
}
