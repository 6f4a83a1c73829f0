import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { INVITE_MILESTONES, INVITE_PAGE_SIZE } from './invite-rewards';

const ZMilestone = z.enum(INVITE_MILESTONES);
const ZPage = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(INVITE_PAGE_SIZE),
});

/** A page of a list: the page asked for, its size, the whole list's length and the page's items. */
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int(), list: z.array(item) });

/** POST /api/config/invite_reward (spec 7.3): the invite rewards table. */
export const inviteRewardConfig = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/config/invite_reward',
  summary: 'What an inviter receives for each milestone an invited player reaches',
  request: z.object({}),
  response: z.object({
    rewards: z.array(z.object({ milestone: ZMilestone, coin: z.string(), reward: z.string(), threshold: z.string() })),
  }),
});

/** GET /casino/lucky_bear/invite_summary (spec 7.7): my code, link, invitees and what I earned. */
export const inviteSummary = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/invite_summary',
  summary: 'The signed-in player’s referral code, invitee count and invite earnings',
  request: z.object({}),
  response: z.object({
    invite_code: z.string(),
    invitee_count: z.number().int(),
    earned: z.array(z.object({ coin: z.string(), amount: z.string() })),
    inviter_bound: z.boolean().describe('whether I have an inviter (bindCode is then closed)'),
  }),
});

/** GET /casino/lucky_bear/invite_users (spec 7.7): the players I invited, newest first. */
export const inviteUsers = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/invite_users',
  summary: 'The players the signed-in player invited, a page at a time',
  request: ZPage,
  response: paged(z.object({ user_id: z.number().int(), source: z.string(), bound_at: z.number().int() })),
});

/** GET /casino/lucky_bear/invite_rewards (spec 7.7): the invite rewards I received, newest first. */
export const inviteRewards = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/invite_rewards',
  summary: 'The invite rewards the signed-in player received, a page at a time',
  request: ZPage,
  response: paged(
    z.object({
      invitee_id: z.number().int(),
      milestone: ZMilestone,
      coin: z.string(),
      amount: z.string(),
      tx_id: z.string(),
      paid_at: z.number().int(),
    }),
  ),
});

/** POST /casino/lucky_bear/invite_bind: bind an inviter later by their code (the /user/bindCode page). */
export const inviteBind = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/invite_bind',
  summary: 'Bind an inviter by referral code: once, never yourself, never a cycle',
  request: z.object({
    code: z
      .string()
      .trim()
      .min(4)
      .max(16)
      .regex(/^[A-Za-z0-9]+$/),
  }),
  response: z.object({ inviter_id: z.number().int(), bound_at: z.number().int() }),
});
