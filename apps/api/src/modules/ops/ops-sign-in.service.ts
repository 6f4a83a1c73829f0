import { BodyCode } from '@app/shared';
import type { OpsMe, SecondFactorStep } from '@app/shared/ops/auth-contracts';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { SecretBox } from '../../lib/secret-box';
import { verifyPassword } from '../auth';
import type { OpsAudit } from './audit';
import { type OperatorRow, operatorRepository } from './operator.repository';
import { meView } from './operator-views';
import type { OpsConfig } from './ops.config';
import type { IssuedSession, LiveOpsSession, OpsSessions } from './ops-sessions';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type { SignInLimits } from './sign-in-limits';
import { newTotpSecret, totpQrSvg, totpUri, verifyTotp } from './totp';

/** Checked when the email names no operator, so that answer takes as long as a wrong password. */
const NO_SUCH_OPERATOR_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const wrongPassword = () => new ApiError(BodyCode.AUTH_FAILED, 'Wrong email or password');
const wrongCode = () => new ApiError(BodyCode.OTP_INVALID, 'Wrong, used or expired code');

/** A step that opened a session: the route sets its cookie. */
export interface SessionOutcome<T> {
  session: IssuedSession;
  answer: T;
}

/**
 * Operator sign-in: the password opens a short session that can only finish the second factor
 * (enrol TOTP at the first sign-in, else a TOTP code or a recovery code); passing it replaces that
 * session with a full one. Every failure counts towards the lock (sign-in-limits.ts) and is audited.
 */
export class OpsSignInService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<OpsConfig, 'totpIssuer'>,
    private readonly sessions: OpsSessions,
    private readonly limits: SignInLimits,
    private readonly box: SecretBox,
    private readonly audit: OpsAudit,
    private readonly now: () => number,
  ) {}

  async signIn(
    email: string,
    password: string,
    ip: string,
  ): Promise<SessionOutcome<{ next: SecondFactorStep; csrf_token: string }>> {
    await this.limits.countAttempt(ip, email);
    const operator = await operatorRepository.findByEmail(this.db, email);
    if (!operator) {
      await verifyPassword(password, NO_SUCH_OPERATOR_HASH);
      throw wrongPassword();
    }
    this.limits.refuseIfLocked(operator);
    if (!(await verifyPassword(password, operator.password_hash))) {
      throw await this.limits.fail(operator, ip, 'password', wrongPassword());
    }
    // After the password: only who knows it learns that the account is disabled.
    refuseIfDisabled(operator);
    const next: SecondFactorStep = operator.totp_enabled ? 'totp' : 'enrol';
    const session = await writeTransaction(this.db, (trx) => this.sessions.issue(trx, operator.id, next, ip));
    return { session, answer: { next, csrf_token: session.csrfToken } };
  }

  /** Step 2 of an enrolled operator: a TOTP code (not replayed) or an unused recovery code. */
  async verify(
    pending: LiveOpsSession,
    proof: { code?: string; recovery_code?: string },
    ip: string,
  ): Promise<SessionOutcome<OpsMe>> {
    const operator = await this.pendingOperator(pending, 'totp', ip);
    const step = proof.code === undefined ? null : await this.totpStep(operator, proof.code);
    const outcome = await writeTransaction(this.db, async (trx) => {
      const passed =
        proof.code !== undefined
          ? step !== null && (await operatorRepository.useTotpStep(trx, operator.id, step))
          : await operatorRepository.useRecoveryCode(
              trx,
              operator.id,
              recoveryCodeHash(proof.recovery_code ?? ''),
              this.now(),
            );
      if (!passed) return null;
      const method = proof.code !== undefined ? 'totp' : 'recovery_code';
      const left = await operatorRepository.unusedRecoveryCodes(trx, operator.id);
      return this.complete(trx, operator, pending, ip, { method, recovery_codes_left: left });
    });
    if (!outcome)
      throw await this.limits.fail(operator, ip, proof.code !== undefined ? 'totp' : 'recovery_code', wrongCode());
    return { session: outcome, answer: meView(operator, outcome) };
  }

  /** First sign-in: a new secret (sealed in the database until confirmed) as a URI and a QR code. */
  async startEnrolment(pending: LiveOpsSession, ip: string) {
    const operator = await this.pendingOperator(pending, 'enrol', ip);
    const secret = newTotpSecret();
    await writeTransaction(this.db, (trx) =>
      operatorRepository.setTotp(trx, operator.id, this.box.seal(operator.id, secret), false),
    );
    const uri = totpUri(this.config.totpIssuer, operator.email, secret);
    return { otpauth_uri: uri, qr_svg: await totpQrSvg(uri), secret };
  }

  /** The app's first code confirms the enrolment: TOTP on, 10 recovery codes (shown once), full session. */
  async confirmEnrolment(
    pending: LiveOpsSession,
    code: string,
    ip: string,
  ): Promise<SessionOutcome<{ recovery_codes: string[]; me: OpsMe }>> {
    const operator = await this.pendingOperator(pending, 'enrol', ip);
    if (!operator.totp_secret_enc) {
      throw new ApiError(BodyCode.INVALID_PARAMS, 'Start the enrolment first', {
        field: 'code',
        message: 'no enrolment',
      });
    }
    const step = await this.totpStep(operator, code);
    if (step === null) throw await this.limits.fail(operator, ip, 'enrol', wrongCode());
    const codes = newRecoveryCodes();
    const session = await writeTransaction(this.db, async (trx) => {
      await operatorRepository.setTotp(trx, operator.id, operator.totp_secret_enc, true);
      await operatorRepository.useTotpStep(trx, operator.id, step);
      await operatorRepository.replaceRecoveryCodes(trx, operator.id, codes.map(recoveryCodeHash));
      await this.audit.record(
        trx,
        { operatorId: operator.id, ip },
        {
          action: 'auth.totp_enrolled',
          target: `operator:${operator.id}`,
          after: { recovery_codes: codes.length },
        },
      );
      return this.complete(trx, operator, pending, ip, { method: 'enrolment' });
    });
    return { session, answer: { recovery_codes: codes, me: meView(operator, session) } };
  }

  async signOut(session: LiveOpsSession, ip: string): Promise<void> {
    await writeTransaction(this.db, async (trx) => {
      await this.sessions.end(trx, session.id);
      await this.audit.record(
        trx,
        { operatorId: session.operatorId, ip },
        {
          action: 'auth.sign_out',
          target: `operator:${session.operatorId}`,
        },
      );
    });
  }

  /** The operator of a pending session at `stage`, after the attempt is counted and the lock checked. */
  private async pendingOperator(pending: LiveOpsSession, stage: SecondFactorStep, ip: string): Promise<OperatorRow> {
    if (pending.stage !== stage) {
      throw new ApiError(BodyCode.OPS_SECOND_FACTOR_REQUIRED, undefined, {
        next: pending.stage === 'active' ? null : pending.stage,
      });
    }
    const operator = await operatorRepository.findById(this.db, pending.operatorId);
    if (!operator) throw new ApiError(BodyCode.OPS_SESSION_INVALID);
    await this.limits.countAttempt(ip, operator.email);
    this.limits.refuseIfLocked(operator);
    refuseIfDisabled(operator);
    return operator;
  }

  /** The time step of a right code not used before; null for a wrong or replayed one. */
  private async totpStep(operator: OperatorRow, code: string): Promise<number | null> {
    if (!operator.totp_secret_enc) return null;
    const secret = this.box.open(operator.id, operator.totp_secret_enc);
    return verifyTotp(secret, code, this.now(), operator.totp_last_step);
  }

  /** Both factors passed: failures forgotten, the pending session replaced by a full one, audited. */
  private async complete(
    trx: DbOrTrx,
    operator: OperatorRow,
    pending: LiveOpsSession,
    ip: string,
    detail: Record<string, unknown>,
  ): Promise<IssuedSession> {
    await this.limits.cleared(trx, operator.id);
    await this.sessions.end(trx, pending.id);
    const session = await this.sessions.issue(trx, operator.id, 'active', ip);
    await this.audit.record(
      trx,
      { operatorId: operator.id, ip },
      {
        action: 'auth.sign_in',
        target: `operator:${operator.id}`,
        after: detail,
      },
    );
    return session;
  }
}

/** An owner disabled this operator: no sign-in step passes until one enables them again. */
function refuseIfDisabled(operator: OperatorRow): void {
  if (operator.disabled_at !== null) throw new ApiError(BodyCode.OPS_ACCOUNT_DISABLED);
}
