import { hash } from 'node:crypto';
import { BodyCode } from '@app/shared';
import type { SecondFactorStep } from '@app/shared/ops/auth-contracts';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { safeEqual } from '../../lib/safe-equal';
import { newSessionToken, sha256Hex } from '../auth';
import type { OpsConfig } from './ops.config';
import { type OpsSessionRow, opsSessionRepository, type SessionStage } from './ops-session.repository';

/** A session that has passed the password but not yet the second factor lives this long. */
export const PENDING_SESSION_MS = 5 * 60_000;
/** last_used_at is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

/** A session just opened: the token goes into the cookie, once. */
export interface IssuedSession {
  token: string;
  csrfToken: string;
  expiresAt: number;
}

/** The session a request's cookie names, with the token it came with. */
export interface LiveOpsSession extends OpsSessionRow {
  token: string;
}

/**
 * The CSRF token of a session: derived from the session token (SHA-256 with a purpose prefix), so it
 * needs no storage, dies with the session, and reveals nothing of the cookie.
 */
export function csrfTokenOf(sessionToken: string): string {
  return hash('sha256', `ops-csrf:${sessionToken}`, 'base64url');
}

/**
 * Operator sessions: a 256-bit random token in an HttpOnly cookie, stored only as its SHA-256; ended
 * by sign-out, after OPS_SESSION_IDLE_MIN without a call, or OPS_SESSION_MAX_HOURS after sign-in. A
 * session starts 'enrol' or 'totp' (password checked) and is replaced by a new 'active' one when the
 * second factor passes, so a token seen before the second factor never grants anything.
 */
export class OpsSessions {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<OpsConfig, 'sessionIdleMs' | 'sessionMaxMs'>,
    private readonly now: () => number,
  ) {}

  async issue(trx: DbOrTrx, operatorId: number, stage: SessionStage, ip: string): Promise<IssuedSession> {
    const token = newSessionToken();
    const now = this.now();
    const expiresAt = now + (stage === 'active' ? this.config.sessionMaxMs : PENDING_SESSION_MS);
    await opsSessionRepository.insert(trx, { operatorId, tokenHash: sha256Hex(token), stage, now, expiresAt, ip });
    return { token, csrfToken: csrfTokenOf(token), expiresAt };
  }

  /** The live session of the cookie's token, or 1030. */
  async find(token: string | undefined): Promise<LiveOpsSession> {
    if (!token) throw new ApiError(BodyCode.OPS_SESSION_INVALID);
    const now = this.now();
    const found = await opsSessionRepository.findLive(this.db, sha256Hex(token), now, now - this.config.sessionIdleMs);
    if (!found) throw new ApiError(BodyCode.OPS_SESSION_INVALID);
    if (now - found.lastUsedAt > TOUCH_EVERY_MS) await opsSessionRepository.touch(this.db, found.id, now);
    return { ...found, token };
  }

  /** A full session, or 1031 naming the step still due (1030 without any). */
  async findActive(token: string | undefined): Promise<LiveOpsSession> {
    const session = await this.find(token);
    if (session.stage !== 'active') {
      throw new ApiError(BodyCode.OPS_SECOND_FACTOR_REQUIRED, undefined, { next: session.stage as SecondFactorStep });
    }
    return session;
  }

  checkCsrf(session: LiveOpsSession, header: string | undefined): void {
    if (!header || !safeEqual(header, csrfTokenOf(session.token))) throw new ApiError(BodyCode.OPS_CSRF_INVALID);
  }

  end(trx: DbOrTrx, sessionId: number): Promise<void> {
    return opsSessionRepository.end(trx, sessionId, this.now());
  }

  endAllOf(trx: DbOrTrx, operatorId: number): Promise<void> {
    return opsSessionRepository.endAllOf(trx, operatorId, this.now());
  }
}
