import { BodyCode } from '@app/shared';
import { ApiError } from '../../../lib/api-error';
import type { SessionInfo } from './session.service';

/** How recent a sign-in must be for account changes (ending other sessions, binding accounts). */
export const STEP_UP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * 1010 (spec 8.3: the client goes to /user/login?verify=true): the action changes who can reach the
 * account, so the session must come from a sign-in within STEP_UP_MAX_AGE_MS. Signing in again
 * (phone code, messenger, third party) opens a fresh session that passes.
 */
export function requireRecentSignIn(session: SessionInfo, now: number = Date.now()): void {
  if (now - session.verifiedAt > STEP_UP_MAX_AGE_MS) {
    throw new ApiError(BodyCode.VERIFICATION_REQUIRED, undefined, { max_age_s: STEP_UP_MAX_AGE_MS / 1000 });
  }
}

/**
 * 1012 (spec 8.3: the client goes to /user/bind-phone with backUrl): money leaving the account
 * (withdrawals, transfers out; the wallet issue calls this) needs a bound phone.
 */
export function requirePhoneBound(session: SessionInfo): void {
  if (!session.phone) throw new ApiError(BodyCode.PHONE_BINDING_REQUIRED);
}
