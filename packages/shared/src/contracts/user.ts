import { z } from 'zod';
import { VIP_LEVELS } from '../constants/limits';
import { LOGIN_TYPES, ZLoginResponse } from './auth';
import { defineEndpoint } from './endpoint';

/** A phone as the login form sends it: the dial code (spec 9, default +84) and the national number. */
const ZPhoneInput = {
  country_code: z.string({ error: 'is required' }).regex(/^\+?\d{1,4}$/, 'must be a dial code such as +84'),
  phone: z.string({ error: 'is required' }).regex(/^[\d\s()-]{4,20}$/, 'must be a phone number'),
};

const ZOtpCode = z.string({ error: 'is required' }).regex(/^\d{6}$/, 'must be 6 digits');

export const OTP_PURPOSES = ['login', 'bind', 'reset'] as const;

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
  request: z.object({ ...ZPhoneInput, code: ZOtpCode }),
  response: z.object({ phone_number: z.string().describe('E.164'), bound: z.boolean() }),
});

/** The OAuth 2.0 authorization-code-with-PKCE result the client brings back from the provider. */
const ZOAuthCallback = {
  media_type: z.string().regex(/^[a-z0-9_]{2,32}$/, 'must be a provider id'),
  code: z.string().min(1, 'is required').max(2048),
  redirect_uri: z.url({ error: 'must be a URL' }).max(2048),
  code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier (43-128 characters)'),
  state: z.string().max(256).optional().default(''),
  /** RFC 9207: the redirect's `iss` parameter, passed on so the API can refuse a mixed-up issuer. */
  iss: z.string().max(512).optional(),
};

/** POST /user/third_party_auth_url: where to send the browser to sign in with a provider (PKCE S256). */
export const thirdPartyAuthUrl = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/third_party_auth_url',
  summary: 'The authorization URL of a third-party provider, for a PKCE code challenge the client made',
  request: z.object({
    media_type: ZOAuthCallback.media_type,
    redirect_uri: ZOAuthCallback.redirect_uri,
    code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a S256 code challenge'),
    state: z.string().min(8).max(256),
  }),
  response: z.object({ url: z.string() }),
});

/** POST /user/third_party_regist_or_login: exchange the code (PKCE) and sign in or register. */
export const thirdPartyRegistOrLogin = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/third_party_regist_or_login',
  summary: 'Sign in (or register) with a third-party account (OAuth 2.0 code + PKCE)',
  request: z.object({ ...ZOAuthCallback, start_param: z.string().max(512).optional().default('') }),
  response: ZLoginResponse,
});

export const ZThirdPartyBinding = z.object({
  media_type: z.string(),
  name: z.string().describe('Provider display name'),
  bound: z.boolean(),
  account_name: z.string().describe('The provider account (email or name), "" when not bound'),
  bound_at: z.number().int().describe('Unix ms, 0 when not bound'),
});

/** POST /user/third_party_bind: bind a third-party account to the signed-in user. */
export const thirdPartyBind = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/third_party_bind',
  summary: 'Bind a third-party account to the signed-in user (OAuth 2.0 code + PKCE)',
  request: z.object(ZOAuthCallback),
  response: ZThirdPartyBinding,
});

/** POST /user/third_party_regbind_info_list: every configured provider and whether it is bound. */
export const thirdPartyRegbindInfoList = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/third_party_regbind_info_list',
  summary: 'Configured third-party providers and the signed-in user’s bindings',
  request: z.object({}),
  response: z.object({ list: z.array(ZThirdPartyBinding) }),
});

/**
 * POST /user/regist (spec 7.3): a form body (application/x-www-form-urlencoded). Registers with a
 * username and password; with is_form_test=1 it only validates (username free, password strong
 * enough) and creates nothing.
 */
export const regist = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/regist',
  summary: 'Register with username and password (form body); is_form_test=1 only validates',
  request: z.object({
    username: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_]{3,20}$/, 'must be 3-20 letters, digits or _'),
    password: z
      .string({ error: 'is required' })
      .min(8, 'must be at least 8 characters')
      .max(64, 'must be at most 64 characters'),
    invite_code: z.string().max(32).optional().default(''),
    is_form_test: z.enum(['0', '1']).optional().default('0'),
  }),
  response: z.object({
    form_test: z.boolean(),
    login: ZLoginResponse.nullable().describe('The new session; null for is_form_test=1'),
  }),
});

/** GET /user/regist?is_cwallet=1&(is_mission_setting=true | is_usdt_value=1): the user's wallet view. */
export const registWalletView = defineEndpoint({
  group: 'user',
  method: 'GET',
  path: '/user/regist',
  summary: 'The signed-in user’s wallet summary, with mission settings or USDT value',
  request: z.object({
    is_cwallet: z.literal('1', { error: 'must be 1' }),
    is_mission_setting: z.enum(['true', 'false']).optional(),
    is_usdt_value: z.enum(['0', '1']).optional(),
  }),
  response: z.object({
    user_id: z.number().int(),
    wallet_addr: z.string(),
    wallet_addr_sol: z.string(),
    mission_setting: z
      .object({ newbie_guide: z.string(), guide_done: z.boolean(), phone_bound: z.boolean() })
      .optional(),
    usdt_value: z.string().optional().describe('Total of the user’s balances in USDT, decimal string'),
  }),
});

/** GET /user/public_cheak: public facts about a user (inviter checks, profile links). */
export const publicCheck = defineEndpoint({
  group: 'user',
  method: 'GET',
  path: '/user/public_cheak',
  summary: 'Public facts about a user id (exists, name, invite code)',
  request: z.object({
    user_id: z.coerce.number({ error: 'must be a number' }).int().positive('must be positive'),
    is_project_angel: z.enum(['0', '1']).optional(),
    is_invite_code: z.enum(['0', '1']).optional(),
  }),
  response: z.object({
    user_id: z.number().int(),
    exists: z.boolean(),
    username: z.string(),
    head_url: z.string(),
    invite_code: z.string().optional(),
    is_project_angel: z.boolean().optional(),
  }),
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

export const ZUserInfo = z.object({
  user_id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  head_url: z.string(),
  language_code: z.string(),
  is_premium: z.boolean(),
  phone_number: z.string().describe('E.164 masked, "" when no phone is bound'),
  momo_account_list: z.array(z.object({ account: z.string(), name: z.string() })),
  vip_level: z.number().int().min(VIP_LEVELS.min).max(VIP_LEVELS.max),
  media_source: z.string(),
  newbie_guide: z.string(),
  login_type: z.enum(LOGIN_TYPES),
  created_at: z.number().int(),
});
export type UserInfo = z.infer<typeof ZUserInfo>;

/** POST /user/get_user_info (spec 7.3 getUserInfo). */
export const getUserInfo = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/get_user_info',
  summary: 'The signed-in user’s profile',
  request: z.object({}),
  response: ZUserInfo,
});

/** POST /user/get_all_wallet_addr (spec 7.3 getAllWalletAddr, spec 3 wallet address item). */
export const getAllWalletAddr = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/get_all_wallet_addr',
  summary: 'The signed-in user’s wallet addresses',
  request: z.object({ user_id: z.coerce.number().int().positive().optional() }),
  response: z.object({
    list: z.array(z.object({ wallet_addr: z.string(), wallet_addr_sol: z.string(), invalid: z.boolean() })),
  }),
});

/** POST /user/get_vip_profile (spec 7.3 getVipProfile; vip_level 0-10 indexes 11 icons). */
export const getVipProfile = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/get_vip_profile',
  summary: 'The signed-in user’s VIP level and progress',
  request: z.object({}),
  response: z.object({
    vip_level: z.number().int().min(VIP_LEVELS.min).max(VIP_LEVELS.max),
    exp: z.number().int(),
    next_level_exp: z.number().int().describe('0 at the top level'),
  }),
});

export const ZSessionItem = z.object({
  session_id: z.number().int(),
  current: z.boolean(),
  login_type: z.enum(LOGIN_TYPES),
  platform: z.string(),
  device_id: z.string(),
  created_at: z.number().int(),
  last_used_at: z.number().int(),
});

/** POST /user/session_list: the signed-in user's live sessions, newest use first. */
export const sessionList = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/session_list',
  summary: 'The signed-in user’s live sessions',
  request: z.object({}),
  response: z.object({ list: z.array(ZSessionItem) }),
});

/** POST /user/session_end: end one of the user's other sessions (its key then answers 1004). */
export const sessionEnd = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/session_end',
  summary: 'End another session of the signed-in user',
  request: z.object({ session_id: z.number().int().positive() }),
  response: z.object({ ended: z.boolean() }),
});

/** POST /user/logout: ends the current session on the server. */
export const logout = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/logout',
  summary: 'End the current session',
  request: z.object({}),
  response: z.object({ ended: z.boolean() }),
});
