import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZLoginResponse } from './login-contracts';
import { tgRegisterOrLogin } from './messenger-contracts';
import { ZOtpCode, ZPhoneInput } from './phone-contracts';
import { ZOAuthCallback } from './third-party-contracts';

/**
 * Sign-in of the casino brand luckybear (issue 13, spec 7.7): the same accounts and sessions as the
 * main site, answered with the same login response data (spec 3), in the casino group (/casino/...).
 */

const ZStartParam = z.string().max(512).optional().default('');
const ZInviteCode = z.string().max(32).optional().default('');

/** The handshake's one-time code: 12 characters of an unambiguous alphabet (it travels in a t.me link). */
export const ZWebLoginCode = z.string().regex(/^[A-Z2-9]{12}$/, 'must be a 12-character sign-in code');

/** POST /casino/user/lb_send_phone_code: the brand's own "send code" (the main site's OTP flow, purpose login). */
export const lbSendPhoneCode = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/user/lb_send_phone_code',
  summary: 'Send a one-time sign-in code to a phone number (casino brand)',
  request: z.object(ZPhoneInput),
  response: z.object({
    phone_number: z.string().describe('E.164, masked: +8491****678'),
    expires_in_s: z.number().int(),
    resend_after_s: z.number().int(),
  }),
});

/** POST /casino/user/lb_user_phone_login (spec 7.7): phone + code signs in; the first sign-in registers. */
export const lbUserPhoneLogin = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/user/lb_user_phone_login',
  summary: 'Sign in (or register) on the casino brand with a phone number and its one-time code',
  request: z.object({ ...ZPhoneInput, code: ZOtpCode, invite_code: ZInviteCode, start_param: ZStartParam }),
  response: ZLoginResponse,
});

/** POST /casino/lucky_bear/register (spec 7.7): a new account by phone + code; a phone with an account is 1009. */
export const luckybearRegister = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/register',
  summary: 'Register on the casino brand with a phone number, its one-time code and an optional invite code',
  request: z.object({
    ...ZPhoneInput,
    code: ZOtpCode,
    invite_code: ZInviteCode,
    country: z
      .string()
      .regex(/^[a-z]{2}$/i, 'must be a two-letter country code')
      .transform((c) => c.toLowerCase())
      .optional()
      .describe('ISO 3166-1 alpha-2; default: the Country-Code header'),
    start_param: ZStartParam,
  }),
  response: ZLoginResponse,
});

/** POST /casino/user/lb_google_auth_url: where to send the browser for Google (PKCE S256, provider "google"). */
export const lbGoogleAuthUrl = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/user/lb_google_auth_url',
  summary: 'The Google authorization URL for a PKCE code challenge the client made (casino brand)',
  request: z.object({
    redirect_uri: ZOAuthCallback.redirect_uri,
    code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a S256 code challenge'),
    state: z.string().min(8).max(256),
  }),
  response: z.object({ url: z.string() }),
});

/** POST /casino/user/lb_google_login (spec 7.7): exchange Google's code (PKCE) and sign in or register. */
export const lbGoogleLogin = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/user/lb_google_login',
  summary: 'Sign in (or register) on the casino brand with Google (OAuth 2.0 code + PKCE)',
  request: z.object({
    code: ZOAuthCallback.code,
    redirect_uri: ZOAuthCallback.redirect_uri,
    code_verifier: ZOAuthCallback.code_verifier,
    state: ZOAuthCallback.state,
    iss: ZOAuthCallback.iss,
    start_param: ZStartParam,
  }),
  response: ZLoginResponse,
});

/**
 * The messenger's web login widget answer, every field as the page received it (all of them are
 * covered by its hash, so unknown ones pass through to the check).
 */
const ZLoginWidgetData = z
  .object({
    id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/)]),
    first_name: z.string().max(256).optional(),
    last_name: z.string().max(256).optional(),
    username: z.string().max(64).optional(),
    photo_url: z.string().max(1024).optional(),
    auth_date: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/)]),
    hash: z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters'),
  })
  .catchall(z.union([z.string().max(1024), z.number()]));

/** POST /casino/user/tg_web_login (spec 7.7): sign in with the messenger's web login widget. */
export const tgWebLogin = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/user/tg_web_login',
  summary: 'Sign in (or register) with the messenger web login widget data (casino brand)',
  request: z.object({
    bot_name: z.string().min(1, 'is required').max(64),
    auth_data: ZLoginWidgetData,
    start_param: ZStartParam,
  }),
  response: ZLoginResponse,
});

/** POST /casino/tg/lb_web_login_init (spec 7.7): a signed-out browser starts a messenger web login. */
export const lbWebLoginInit = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/tg/lb_web_login_init',
  summary: 'Start a messenger web login: a one-time code, its t.me link and this browser’s polling secret',
  request: z.object({}),
  response: z.object({
    code: ZWebLoginCode,
    bot_name: z.string(),
    deep_link: z.string().describe('https://t.me/<bot>?start=weblogin_<code>: the QR code shows this'),
    poll_secret: z.string().describe('Only this browser knows it; lb_web_login_result needs it'),
    expires_at: z.number().int().describe('Unix ms'),
    poll_interval_ms: z.number().int(),
  }),
});

export const WEB_LOGIN_STATUSES = ['pending', 'confirmed', 'expired'] as const;
export type WebLoginStatus = (typeof WEB_LOGIN_STATUSES)[number];

/**
 * POST /casino/tg/lb_web_login_result (spec 7.7): the browser polls. `confirmed` carries the new
 * session once; a later poll of the same code is 1090, a wrong secret 1088 (nothing said about the code).
 */
export const lbWebLoginResult = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/tg/lb_web_login_result',
  summary: 'Poll a messenger web login: pending, confirmed (with the session, once) or expired',
  request: z.object({ code: ZWebLoginCode, poll_secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is malformed') }),
  response: z.object({
    status: z.enum(WEB_LOGIN_STATUSES),
    login: ZLoginResponse.nullable(),
    expires_at: z.number().int(),
  }),
});

/**
 * POST /casino/tg/register_or_login (spec 7.7): the messenger sign-in of the main site on the brand;
 * with `web_login_code` (or a start parameter weblogin_<code>) it also confirms that web login, in the
 * same transaction: a code that cannot be confirmed refuses the whole call.
 */
export const casinoTgRegisterOrLogin = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/tg/register_or_login',
  summary: 'Sign in (or register) with the messenger init data; optionally confirm a web login code',
  request: tgRegisterOrLogin.request.extend({ web_login_code: ZWebLoginCode.optional() }),
  response: ZLoginResponse.extend({
    web_login_confirmed: z.boolean().describe('true when a web login code was confirmed by this call'),
  }),
});

/** GET /casino/user/lb_login_conf: what the brand's login dialog and session handling need to know. */
export const lbLoginConf = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/user/lb_login_conf',
  summary: 'The casino brand’s sign-in settings: ways offered and the users exempt from the expiry redirect',
  request: z.object({}),
  response: z.object({
    session_exempt_user_ids: z
      .array(z.number().int())
      .describe('Spec 6: no forced redirect to sign-in for these users when their session expires'),
    tg_bot: z.string().describe('The bot of the messenger web login; "" when none is offered'),
    google: z.boolean().describe('Whether Google sign-in is configured'),
    web_login_ttl_s: z.number().int(),
  }),
});
