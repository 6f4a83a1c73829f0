import { BodyCode } from '@app/shared/core/errors';
import { ApiCallError } from '@/lib/api/api-error';

/** A failure as the console shows it: a message key of `ops.errors` and its values. */
export type OpsErrorText =
  | { key: 'locked'; unlockAt: number }
  | {
      key:
        | 'locked_unknown'
        | 'disabled'
        | 'cannot_disable'
        | 'rate_limited'
        | 'wrong_password'
        | 'wrong_code'
        | 'session_ended'
        | 'second_factor'
        | 'permission'
        | 'csrf'
        | 'network'
        | 'conflict'
        | 'invalid'
        | 'not_found'
        | 'approval_decided'
        | 'approval_own'
        | 'balance_lack'
        | 'idempotency'
        | 'server';
    }
  | { key: 'generic'; message: string };

function retryAfterSeconds(data: unknown): number | undefined {
  const value = (data as { retry_after_s?: unknown } | undefined)?.retry_after_s;
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * What to tell an operator about a failed call. A lock says when it ends when the API says so
 * (`retry_after_s`, counted from `now`); a rate limit (HTTP 429) says to wait.
 */
export function opsErrorText(error: unknown, now: number): OpsErrorText {
  if (!(error instanceof ApiCallError)) return { key: 'generic', message: String(error) };
  if (error.kind === 'network') return { key: 'network' };
  if (error.details.status === 429) return { key: 'rate_limited' };
  switch (error.code) {
    case BodyCode.OPS_ACCOUNT_LOCKED: {
      const seconds = retryAfterSeconds(error.details.data);
      return seconds ? { key: 'locked', unlockAt: now + seconds * 1000 } : { key: 'locked_unknown' };
    }
    case BodyCode.OPS_ACCOUNT_DISABLED:
      return { key: 'disabled' };
    case BodyCode.AUTH_FAILED:
      return { key: 'wrong_password' };
    case BodyCode.OTP_INVALID:
      return { key: 'wrong_code' };
    case BodyCode.OPS_SESSION_INVALID:
      return { key: 'session_ended' };
    case BodyCode.OPS_SECOND_FACTOR_REQUIRED:
      return { key: 'second_factor' };
    case BodyCode.OPS_PERMISSION_DENIED:
      return { key: 'permission' };
    case BodyCode.OPS_CSRF_INVALID:
      return { key: 'csrf' };
    case BodyCode.CONFLICT:
      // Disabling oneself or the last active owner (the only conflict naming an operator).
      return error.details.field === 'operator_id' ? { key: 'cannot_disable' } : { key: 'conflict' };
    case BodyCode.INVALID_PARAMS:
      return { key: 'invalid' };
    case BodyCode.RESOURCE_NOT_FOUND:
      return { key: 'not_found' };
    case BodyCode.APPROVAL_DECIDED:
      return { key: 'approval_decided' };
    case BodyCode.APPROVAL_OWN_REQUEST:
      return { key: 'approval_own' };
    case BodyCode.BALANCE_LACK:
      return { key: 'balance_lack' };
    case BodyCode.IDEMPOTENCY_CONFLICT:
      return { key: 'idempotency' };
    case BodyCode.INTERNAL_ERROR:
    case BodyCode.SERVICE_UNAVAILABLE:
      return { key: 'server' };
    default:
      // A code the console has no words for yet: the API's message, inside a translated sentence.
      if ((error.details.status ?? 200) >= 500) return { key: 'server' };
      return { key: 'generic', message: error.message };
  }
}
