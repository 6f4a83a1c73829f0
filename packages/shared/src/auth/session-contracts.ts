import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { LOGIN_TYPES } from './login-contracts';

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
