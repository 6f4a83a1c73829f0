import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

/** Most followers one task can pay (one ledger hold each, like a gift code's shares). */
export const FOLLOW_TASK_MAX_FOLLOWERS = 500;
/** A handle on a network: letters, digits, . _ - (an "@" in front is dropped). */
export const FOLLOW_HANDLE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

const ZTaskId = z.coerce.number().int().positive('must be a task id');
const ZDecimal = z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal number');

/**
 * A follow task as its creator and players see it. state: open (rewards left), exhausted (the budget is
 * paid out), closed (the creator closed it; the rest went back). me: the caller's step, players only.
 */
export const ZFollowTask = z.object({
  task_id: z.number().int(),
  creator_id: z.number().int(),
  /** The creator's current profile's name, else their player name. */
  creator_name: z.string(),
  /** The creator's current profile (/profile/<xid>); null when they have none. */
  creator_xid: z.string().nullable(),
  media_type: z.string(),
  network_name: z.string(),
  handle: z.string(),
  /** The account's page on the network, where a player follows it. */
  follow_url: z.string(),
  coin: z.string(),
  reward: z.string(),
  budget: z.string(),
  followers_wanted: z.number().int(),
  followers_paid: z.number().int(),
  state: z.enum(['open', 'exhausted', 'closed']),
  created_at: z.number().int(),
  /** The caller's reward when paid, else null. */
  paid: z.string().nullable(),
});

/** POST /api/social_media/follow_task/create: hold the budget and open a task (creator). */
export const createFollowTask = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/social_media/follow_task/create',
  summary: 'Create a follow task: its budget is held from my balance',
  request: z.object({
    media_type: z.string().regex(/^[a-z0-9_]{2,32}$/, 'must be a network id'),
    handle: z
      .string()
      .trim()
      .transform((h) => h.replace(/^@/, ''))
      .pipe(z.string().regex(FOLLOW_HANDLE_PATTERN, 'must be an account handle (letters, digits, . _ -)')),
    coin: z.string().min(1).max(8),
    reward: ZDecimal,
    budget: ZDecimal,
  }),
  response: ZFollowTask,
});

/** GET /api/social_media/follow_task/mine: my tasks, newest first, with who completed them. */
export const myFollowTasks = defineEndpoint({
  group: 'main',
  method: 'GET',
  path: '/api/social_media/follow_task/mine',
  summary: 'My follow tasks (creator), newest first, with the followers paid',
  request: z.object({}),
  response: z.object({
    list: z.array(
      ZFollowTask.extend({
        completions: z.array(z.object({ user_id: z.number().int(), name: z.string(), paid_at: z.number().int() })),
      }),
    ),
  }),
});

/** POST /api/social_media/follow_task/close: the creator ends a task; the unpaid budget comes back. */
export const closeFollowTask = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/social_media/follow_task/close',
  summary: 'Close my follow task; the unpaid rest of its budget is released',
  request: z.object({ task_id: ZTaskId }),
  response: ZFollowTask,
});

/** POST /api/social_media/get_follow_list (spec 7.3): the open follow tasks a player can do, with their step. */
export const socialMediaGetFollowList = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/social_media/get_follow_list',
  summary: 'Follow tasks open to the player (newest first), with what the player has been paid',
  request: z.object({ media_type: z.string().max(32).optional() }),
  response: z.object({ list: z.array(ZFollowTask) }),
});

/**
 * POST /api/social_media/check_follow_status (spec 7.3): asks the network whether the player follows the
 * task's account (never the client), and with `claim: true` pays the reward once when they do.
 */
export const socialMediaCheckFollowStatus = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/social_media/check_follow_status',
  summary: 'Ask the network whether I follow the task’s account; with claim, be paid once',
  request: z.object({ task_id: ZTaskId, claim: z.boolean().default(false) }),
  response: z.object({
    task_id: z.number().int(),
    followed: z.boolean(),
    /** The reward paid to the player (now or before); null when none. */
    paid: z.string().nullable(),
    coin: z.string(),
  }),
});
