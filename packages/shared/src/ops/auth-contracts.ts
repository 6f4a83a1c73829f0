import { z } from 'zod';
import { defineOpsEndpoint } from './ops-endpoint';
import { OPS_PERMISSION_NAMES } from './permissions';
import { ZOpsRole } from './roles';

/** Operator emails are compared lower-cased. */
export const ZOpsEmail = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** Operator passwords: long, because operators can move money (the password of a player may be 6+). */
export const ZOpsPassword = z.string().min(12, 'at least 12 characters').max(200);
export const ZTotpCode = z.string().regex(/^\d{6}$/, 'must be 6 digits');
/** A recovery code as shown at enrolment: 10 characters, "xxxxx-xxxxx"; dashes and case ignored. */
export const ZRecoveryCode = z
  .string()
  .trim()
  .transform((s) => s.replaceAll('-', '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'must be a recovery code'));

/** What a session still needs: 'enrol' (first sign-in: set up TOTP), 'totp' (a code), or nothing. */
export const ZSecondFactorStep = z.enum(['enrol', 'totp']);
export type SecondFactorStep = z.infer<typeof ZSecondFactorStep>;

export const ZOpsMe = z.object({
  id: z.number(),
  email: z.string(),
  display_name: z.string(),
  roles: z.array(ZOpsRole),
  permissions: z.array(z.enum(OPS_PERMISSION_NAMES)),
  /** Send it in X-CSRF-Token on every POST of this session. */
  csrf_token: z.string(),
  /** When the session ends whatever happens (unix ms); the idle timeout may end it sooner. */
  session_expires_at: z.number(),
});
export type OpsMe = z.infer<typeof ZOpsMe>;

/** Step 1: email and password. Opens a short session that can only finish the second factor. */
export const opsSignIn = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/auth/sign-in',
  summary: 'Operator sign-in, step 1: email and password (then TOTP)',
  request: z.object({ email: ZOpsEmail, password: z.string().min(1).max(200) }),
  response: z.object({ next: ZSecondFactorStep, csrf_token: z.string() }),
});

/** Step 2 (enrolled): a TOTP code or one unused recovery code. */
export const opsVerifySecondFactor = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/auth/verify',
  summary: 'Operator sign-in, step 2: a TOTP code or a recovery code',
  request: z
    .object({ code: ZTotpCode.optional(), recovery_code: ZRecoveryCode.optional() })
    .refine((b) => (b.code === undefined) !== (b.recovery_code === undefined), {
      message: 'send either code or recovery_code',
      path: ['code'],
    }),
  response: ZOpsMe,
});

/** Step 2 (first sign-in): a new TOTP secret for the authenticator app. */
export const opsEnrolStart = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/auth/enrol',
  summary: 'TOTP enrolment: a new secret as an otpauth:// URI and a QR code',
  request: z.object({}),
  response: z.object({
    otpauth_uri: z.string(),
    /** The URI as a QR code, an SVG document. */
    qr_svg: z.string(),
    /** The secret in base32, for typing into the app by hand. */
    secret: z.string(),
  }),
});

/** Ends the enrolment with the app's first code: the recovery codes are shown this once. */
export const opsEnrolConfirm = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/auth/enrol/confirm',
  summary: 'TOTP enrolment: confirm with a first code; answers the 10 recovery codes, shown once',
  request: z.object({ code: ZTotpCode }),
  response: z.object({ recovery_codes: z.array(z.string()), me: ZOpsMe }),
});

export const opsSignOut = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/auth/sign-out',
  summary: 'Operator sign-out: ends the session',
  request: z.object({}),
  response: z.object({}),
});

export const opsMe = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/me',
  summary: 'The signed-in operator: roles, permissions and the CSRF token',
  request: z.object({}),
  response: ZOpsMe,
});
