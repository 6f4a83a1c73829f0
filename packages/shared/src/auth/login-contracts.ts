import { z } from 'zod';

/**
 * What every successful sign-in answers (spec 3, "Login response data"), whatever the way in.
 * `user_secret_key` is the new session token: the client stores it and sends it as User-Secret-Key.
 */
export const ZLoginResponse = z.object({
  user_id: z.number().int().positive(),
  user_secret_key: z.string().describe('Session token (base64url, 256 bits); shown once, stored only as a hash'),
  username: z.string(),
  user_login: z.string().describe('How the user signed in: tg, phone, third_party, regist, contact, app'),
  media_source: z.string().describe('Where the user came from (start parameter "from"), "" when unknown'),
  newbie_guide: z.string().describe('Guide to show: "", "newbie_guide" or "newbie_guide_aiagent"'),
  is_new_user: z.boolean(),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** Sign-in ways, as recorded on a session and answered in `user_login`. */
export const LOGIN_TYPES = ['tg', 'contact', 'phone', 'third_party', 'regist', 'app'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/**
 * Spec 7.1: POST paths that the native app (PLATFORM app) must sign with XBSL. The spec names them by
 * area (orders, payments, buy/sell usdt, pet NFT trade, stake, wheel reclaim, wallet fragment, invest,
 * aiagent, lock token, third-party login and bind, phone login, OTP, global config, openapp cfg,
 * deeplink report); these are the concrete paths that exist so far. An area's issue adds its paths.
 */
export const SIGNED_POST_PATHS: readonly string[] = [
  '/user/send_otp_via_phone',
  '/user/register_or_login_by_phone',
  '/user/third_party_regist_or_login',
  '/user/third_party_bind',
  '/user/user_phone_and_password_reset',
  '/api/app_global_config',
  '/api/openapp_get_cfg',
  '/api/social_media/get_token',
  '/wallet/put_frag',
  '/wallet/get_frag',
];
