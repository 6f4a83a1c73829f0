import { BodyCode } from '@app/shared';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { RateCounters } from '../auth';
import type { OpsAudit } from './audit';
import { type OperatorRow, operatorRepository } from './operator.repository';
import type { OpsConfig } from './ops.config';

type LimitsConfig = Pick<
  OpsConfig,
  'lockoutFailures' | 'lockoutMs' | 'signInMaxPerIp' | 'signInMaxPerAccount' | 'signInWindowMs'
>;

/** Over a sign-in budget: HTTP 429 in the envelope, as the route rate limits answer (plugins/rate-limit.ts). */
function tooManyAttempts(retryAfterMs: number): Error {
  return Object.assign(new Error(`too many sign-in attempts, retry in ${Math.ceil(retryAfterMs / 1000)} s`), {
    statusCode: 429,
  });
}

export function lockedError(lockedUntil: number, now: number): ApiError {
  return new ApiError(BodyCode.OPS_ACCOUNT_LOCKED, undefined, {
    retry_after_s: Math.max(1, Math.ceil((lockedUntil - now) / 1000)),
  });
}

/**
 * The brakes on guessing: every attempt (either step) counts against the client address and the email
 * (auth's database rate counters, shared by every API process), and OPS_LOCKOUT_FAILURES failures in a
 * row lock the account for OPS_LOCKOUT_MIN (an owner can unlock it sooner).
 */
export class SignInLimits {
  constructor(
    private readonly db: Db,
    private readonly config: LimitsConfig,
    private readonly counters: Pick<RateCounters, 'hit'>,
    private readonly audit: OpsAudit,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt; refuses it (429) over either budget. */
  async countAttempt(ip: string, email: string): Promise<void> {
    const now = this.now();
    const window = this.config.signInWindowMs;
    const byIp = await this.counters.hit(`ops-sign-in:ip:${ip}`, window, now);
    if (byIp.count > this.config.signInMaxPerIp) throw tooManyAttempts(byIp.resetAt - now);
    const byAccount = await this.counters.hit(`ops-sign-in:account:${email}`, window, now);
    if (byAccount.count > this.config.signInMaxPerAccount) throw tooManyAttempts(byAccount.resetAt - now);
  }

  /** Refuses a locked account (1034 with the time left). */
  refuseIfLocked(operator: OperatorRow): void {
    const now = this.now();
    if (operator.locked_until > now) throw lockedError(operator.locked_until, now);
  }

  /**
   * Records a failed step (audited, in one transaction) and answers the error to throw: `wrong`, or the
   * lock when this failure was the one too many.
   */
  async fail(operator: OperatorRow, ip: string, step: string, wrong: ApiError): Promise<ApiError> {
    const now = this.now();
    const lockedUntil = await writeTransaction(this.db, async (trx) => {
      const failures = await operatorRepository.countFailure(trx, operator.id);
      const actor = { operatorId: operator.id, ip };
      await this.audit.record(trx, actor, {
        action: 'auth.sign_in_failed',
        target: `operator:${operator.id}`,
        after: { step },
      });
      if (failures < this.config.lockoutFailures) return 0;
      const until = now + this.config.lockoutMs;
      await operatorRepository.setLock(trx, operator.id, until);
      await this.audit.record(trx, actor, {
        action: 'auth.locked',
        target: `operator:${operator.id}`,
        after: { failures, locked_until: until },
      });
      return until;
    });
    return lockedUntil > 0 ? lockedError(lockedUntil, now) : wrong;
  }

  /** A complete sign-in: the failure count starts again. */
  cleared(trx: DbOrTrx, operatorId: number): Promise<void> {
    return operatorRepository.setLock(trx, operatorId, 0);
  }
}
