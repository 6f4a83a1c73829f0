import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { requiredAs } from '../core/validation';
import { VIP_LEVELS } from '../core/vip';
import { LOGIN_TYPES, ZLoginResponse } from './login-contracts';

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
    username: z
      .string({ error: requiredAs('text') })
      .regex(/^[A-Za-z0-9_]{3,20}$/, 'must be 3-20 letters, digits or _'),
    password: z
      .string({ error: requiredAs('text') })
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
