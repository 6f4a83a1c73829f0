import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { requiredAs } from '../core/validation';
import { ZLoginResponse } from './login-contracts';

/** A phone as the login form sends it: the dial code (spec 9, default +84) and the national number. */
export const ZPhoneInput = {
  country_code: z
    .string({ error: requiredAs('a dial code such as +84') })
    .regex(/^\+?\d{1,4}$/, 'must be a dial code such as +84'),
  phone: z.string({ error: requiredAs('a phone number') }).regex(/^[\d\s()-]{4,20}$/, 'must be a phone number'),
};

export const ZOtpCode = z.string({ error: requiredAs('6 digits as a string') }).regex(/^\d{6}$/, 'must be 6 digits');

/**
 * What a one-time code is for. 'change' goes to the phone already bound to the signed-in user: it
 * confirms that the owner of the old phone agrees to replace it (issue 21).
 */
/**
 * Changing a bound phone (any way a phone gets bound): the 'change' code sent to the phone bound
 * today. Not needed when no phone is bound yet.
 */
export const ZOldPhoneCode = z
  .string({ error: requiredAs('6 digits as a string') })
  .regex(/^\d{6}$/, 'must be 6 digits')
  .optional()
  .describe("Only to replace a bound phone: the 'change' code sent to the phone bound today");

export const OTP_PURPOSES = ['login', 'bind', 'reset', 'change'] as const;

/** POST /user/send_otp_via_phone: sends a 6-digit code, valid 5 minutes; a resend waits 60 s. */
export const sendOtpViaPhone = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/send_otp_via_phone',
  summary: 'Send a one-time code to a phone number (login, bind or reset)',
  request: z.object({ ...ZPhoneInput, purpose: z.enum(OTP_PURPOSES).optional().default('login') }),
  response: z.object({
    phone_number: z.string().describe('E.164, masked: +8491****678'),
    expires_in_s: z.number().int(),
    resend_after_s: z.number().int(),
  }),
});

/** POST /user/register_or_login_by_phone: the code from send_otp_via_phone signs in or registers. */
export const registerOrLoginByPhone = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/register_or_login_by_phone',
  summary: 'Sign in (or register) with a phone number and its one-time code',
  request: z.object({
    ...ZPhoneInput,
    code: ZOtpCode,
    invite_code: z.string().max(32).optional().default(''),
    start_param: z.string().max(512).optional().default(''),
    expect_user_id: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('Re-verification (/user/login?verify=true): the phone must belong to this user, else 1005'),
  }),
  response: ZLoginResponse,
});

/** POST /user/bind_phone: bind a phone to the signed-in user with a 'bind' one-time code. */
export const bindPhone = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/bind_phone',
  summary: 'Bind a phone number to the signed-in user with its one-time code',
  request: z.object({
    ...ZPhoneInput,
    code: ZOtpCode,
    old_phone_code: ZOldPhoneCode,
  }),
  response: z.object({ phone_number: z.string().describe('E.164'), bound: z.boolean() }),
});

/**
 * POST /user/user_phone_and_password_reset?is_really_change=1: set a new password for the account of a
 * phone, proven by a 'reset' one-time code. Without is_really_change=1 it only checks the code.
 */
export const phoneAndPasswordReset = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/user_phone_and_password_reset',
  summary: 'Reset the password of a phone’s account with a one-time code',
  request: z.object({
    ...ZPhoneInput,
    code: ZOtpCode,
    new_password: z.string().min(8, 'must be at least 8 characters').max(64, 'must be at most 64 characters'),
  }),
  response: z.object({ changed: z.boolean(), user_id: z.number().int() }),
});
