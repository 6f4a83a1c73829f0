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

/** Spec 7.1's signed POST paths live in the zod-free signed-paths.ts (the web client's start-up needs them). */
export { SIGNED_POST_PATHS } from './signed-paths';
