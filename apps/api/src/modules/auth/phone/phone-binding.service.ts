import { BodyCode } from '@app/shared';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { isUniqueViolation } from '../../../db/unique-violation';
import { ApiError } from '../../../lib/api-error';
import { accountRepository } from '../core/account.repository';
import { requireRecentSignIn } from '../core/guards';
import { sessionRepository } from '../core/session.repository';
import type { SessionInfo } from '../core/session.service';
import type { OtpService } from './otp.service';
import { type PhoneBindingWay, phoneChangeRepository } from './phone-change.repository';

export interface PhoneBindingRequest {
  /** The phone to bind, E.164. */
  phone: string;
  way: PhoneBindingWay;
  /** Proves the new phone (its 'bind' code); run only after every cheaper check passed. */
  proveNewPhone?: () => Promise<void>;
  /** The 'change' code sent to the phone bound today; needed only to replace it. */
  oldPhoneCode?: string;
  ip: string;
}

/**
 * The one rule for every way a phone gets bound (issue 21): binding a phone when none is bound is
 * allowed; replacing a bound phone needs a recent sign-in (1010) and the old phone's agreement (its
 * 'change' code, 1019 without it), is recorded in phone_change, and ends the user's other sessions,
 * since whoever held the old phone may have been signed in elsewhere. A phone bound to another user is
 * 1009. The checks that cost no code run first, so a refused change never uses up a code.
 */
export class PhoneBindingService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async bind(session: SessionInfo, request: PhoneBindingRequest): Promise<void> {
    const { phone } = request;
    // The session was read with its user's phone on this request; the write re-reads it.
    const current = session.phone;
    await this.refuseTaken(session.userId, phone);
    if (current === phone) {
      await request.proveNewPhone?.();
      return;
    }
    if (current !== null) {
      requireRecentSignIn(session, this.now());
      if (!request.oldPhoneCode) {
        throw new ApiError(BodyCode.OLD_PHONE_CONFIRMATION_REQUIRED, undefined, { purpose: 'change' });
      }
    }
    await request.proveNewPhone?.();
    if (current !== null) await this.otp.verify(current, 'change', request.oldPhoneCode ?? '');

    return this.write(session, request, current).catch((error: unknown) => {
      // Two users binding one phone at once on PostgreSQL: the unique index decides, the loser gets 1009.
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    });
  }

  private async write(session: SessionInfo, request: PhoneBindingRequest, current: string | null) {
    const { phone } = request;
    return writeTransaction(this.db, async (trx): Promise<void> => {
      // Re-read inside the write: a concurrent bind must not be overwritten unseen.
      const user = await accountRepository.findById(trx, session.userId);
      if ((user?.phone ?? null) !== current) {
        throw new ApiError(BodyCode.CONFLICT, 'The bound phone changed meanwhile; try again');
      }
      const owner = await accountRepository.findByPhone(trx, phone);
      if (owner && owner.id !== session.userId) throw phoneTaken();
      await accountRepository.setPhone(trx, session.userId, phone);
      if (current === null) return;
      const now = this.now();
      await phoneChangeRepository.insert(trx, {
        userId: session.userId,
        oldPhone: current,
        newPhone: phone,
        way: request.way,
        sessionId: session.id,
        ip: request.ip,
        now,
      });
      await sessionRepository.endAll(trx, session.userId, now, session.id);
    });
  }

  private async refuseTaken(userId: number, phone: string): Promise<void> {
    const owner = await accountRepository.findByPhone(this.db, phone);
    if (owner && owner.id !== userId) throw phoneTaken();
  }
}

function phoneTaken(): ApiError {
  return new ApiError(BodyCode.CONFLICT, 'This phone is bound to another account');
}
