import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZLoginResponse } from './login-contracts';
import { ZOldPhoneCode } from './phone-contracts';

/**
 * POST /tg/xw_register_or_login (spec 7.3): sign in with the messenger's init data. The init data is
 * checked against the bot token configured for `bot_name` (or its Ed25519 third-party signature);
 * the first sight of a messenger user creates the account.
 */
export const tgRegisterOrLogin = defineEndpoint({
  group: 'tg',
  method: 'POST',
  path: '/tg/xw_register_or_login',
  summary: 'Sign in (or register) with the messenger mini app init data',
  request: z.object({
    bot_name: z.string().min(1, 'is required').max(64),
    init_data: z.string().min(1, 'is required').max(8192),
    start_param: z.string().max(512).optional().default(''),
    tg_did: z.string().max(128).optional().default(''),
    os_ver: z.string().max(64).optional().default(''),
    platform: z.string().max(32).optional().default(''),
    appname: z.string().max(64).optional().default(''),
  }),
  response: ZLoginResponse,
});

/**
 * POST /tg/auth_contact (spec 7.3, 5): bind the phone from the messenger's shared contact. `data` is
 * the signed query string the messenger hands the mini app after requestContact
 * (contact=...&auth_date=...&hash=...). Needs a session; a missing bot name fails with 'need bot_name'.
 */
export const tgAuthContact = defineEndpoint({
  group: 'tg',
  method: 'POST',
  path: '/tg/auth_contact',
  summary: 'Bind the phone number shared from the messenger contact (signed contact data)',
  request: z.object({
    bot_name: z.string().max(64).optional().default(''),
    data: z.string().max(8192).optional().default(''),
    old_phone_code: ZOldPhoneCode,
  }),
  response: z.object({
    phone_number: z.string().describe('E.164'),
    bound: z.boolean(),
  }),
});
