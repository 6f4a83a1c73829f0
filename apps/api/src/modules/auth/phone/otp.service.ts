import { BodyCode } from '@app/shared';
import { OTP } from '@app/shared/auth/otp';
import type { OTP_PURPOSES } from '@app/shared/auth/phone-contracts';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import { safeEqual } from '../../../lib/safe-equal';
import { hitCounter } from '../core/rate-counter.repository';
import { newOtpCode, sha256Hex } from '../core/tokens';
import { otpRepository } from './otp.repository';
import { maskPhone } from './phone-number';
import type { SmsSender } from './sms-sender';

/** What a code is for (OTP_PURPOSES of the contract); a code of one purpose never passes for another. */
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

const HOUR_MS = 60 * 60 * 1000;

/** The answer of a sent code: the masked number and the timings the form counts down. */
export interface CodeSent {
  phone_number: string;
  expires_in_s: number;
  resend_after_s: number;
}

function hashOf(phone: string, purpose: OtpPurpose, code: string): string {
  return sha256Hex(`${phone}:${purpose}:${code}`);
}

function throttled(message: string, retryAfterMs: number): ApiError {
  return new ApiError(BodyCode.OTP_THROTTLED, message, { retry_after_s: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

/**
 * One-time codes by SMS: 6 digits from the CSPRNG, valid 5 minutes, single use, dead after 5 wrong
 * tries, a resend no sooner than 60 s, and hourly caps per phone number and per client address
 * (counted in the database, so they hold across API processes). Only a hash of each code is stored.
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Sends a code and answers what the person sees (send_otp_via_phone and the casino brand's twin call). */
  async sendAndDescribe(phone: string, purpose: OtpPurpose, clientAddress: string): Promise<CodeSent> {
    await this.send(phone, purpose, clientAddress);
    return { phone_number: maskPhone(phone), expires_in_s: OTP.ttlMs / 1000, resend_after_s: OTP.resendAfterMs / 1000 };
  }

  async send(phone: string, purpose: OtpPurpose, clientAddress: string): Promise<void> {
    const now = this.now();
    const latest = await otpRepository.latest(this.db, phone, purpose);
    if (latest && now - latest.createdAt < OTP.resendAfterMs) {
      throw throttled('Please wait before asking for another code', latest.createdAt + OTP.resendAfterMs - now);
    }
    const perPhone = await hitCounter(this.db, `otp:phone:${phone}`, HOUR_MS, now);
    if (perPhone.count > OTP.perPhonePerHour) {
      throw throttled('Too many codes for this phone number, try again later', perPhone.resetAt - now);
    }
    const perAddress = await hitCounter(this.db, `otp:addr:${clientAddress}`, HOUR_MS, now);
    if (perAddress.count > OTP.perAddressPerHour) {
      throw throttled('Too many codes from this network, try again later', perAddress.resetAt - now);
    }
    const code = newOtpCode();
    await writeTransaction(this.db, (trx) =>
      otpRepository.replace(trx, { phone, purpose, codeHash: hashOf(phone, purpose, code), now, ttlMs: OTP.ttlMs }),
    );
    // Sent after the commit: a network call never runs inside a transaction.
    await this.sms.send(phone, `Your verification code is ${code}. It expires in 5 minutes.`, code);
  }

  /**
   * Checks a code. `consume` uses it up (sign-in, binding, the real reset); without it the code stays
   * usable (the reset form's early check). A wrong try counts even though the call fails.
   */
  async verify(phone: string, purpose: OtpPurpose, code: string, consume = true): Promise<void> {
    const outcome = await writeTransaction(this.db, async (trx) => {
      const now = this.now();
      const latest = await otpRepository.latest(trx, phone, purpose);
      if (!latest || latest.consumed || latest.expiresAt <= now) return { ok: false, reason: 'expired' } as const;
      if (latest.attempts >= OTP.maxWrongTries) return { ok: false, reason: 'dead' } as const;
      if (!safeEqual(latest.codeHash, hashOf(phone, purpose, code))) {
        await otpRepository.countWrongTry(trx, latest.id);
        return { ok: false, reason: 'wrong', left: OTP.maxWrongTries - latest.attempts - 1 } as const;
      }
      if (consume && !(await otpRepository.consume(trx, latest.id, now)))
        return { ok: false, reason: 'expired' } as const;
      return { ok: true } as const;
    });
    if (outcome.ok) return;
    if (outcome.reason === 'wrong') {
      throw new ApiError(BodyCode.OTP_INVALID, 'The verification code is wrong', { attempts_left: outcome.left });
    }
    if (outcome.reason === 'dead') {
      throw new ApiError(BodyCode.OTP_INVALID, 'Too many wrong tries: ask for a new code', { attempts_left: 0 });
    }
    throw new ApiError(BodyCode.OTP_INVALID, 'The verification code has expired or was used: ask for a new one', {
      attempts_left: 0,
    });
  }
}
