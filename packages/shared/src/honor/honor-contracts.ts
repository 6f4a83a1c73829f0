import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

export {
  HONOR_BADGE_IDS,
  HONOR_BADGES,
  type HonorBadgeId,
  honorBadge,
  nextGoal,
  tierOf,
} from './honor-badges';

/** 10-digit seconds (spec 5). */
const ZSeconds = z.number().int().nonnegative();

const ZEarnedTier = z.object({ tier: z.number().int().min(1), earned_at: ZSeconds });

/** One badge as its owner sees it: the tiers earned, the count so far and the next goal (null: all earned). */
export const ZMyBadge = z.object({
  id: z.string(),
  goals: z.array(z.number().int()),
  tier: z.number().int().min(0),
  count: z.number().int().min(0),
  next_goal: z.number().int().nullable(),
  earned: z.array(ZEarnedTier),
});
export type MyBadge = z.infer<typeof ZMyBadge>;

/** A badge someone earned, as anyone sees it: its highest tier and when that tier came. */
export const ZPublicBadge = z.object({ id: z.string(), tier: z.number().int().min(1), earned_at: ZSeconds });
export type PublicBadge = z.infer<typeof ZPublicBadge>;

/** GET /honor/catalogue: every badge and its goals (signed out too). */
export const honorCatalogue = defineEndpoint({
  group: 'honor',
  method: 'GET',
  path: '/honor/catalogue',
  summary: 'Every badge and the goals of its tiers',
  request: z.object({}),
  response: z.object({ list: z.array(z.object({ id: z.string(), goals: z.array(z.number().int()) })) }),
});

/** GET /honor/mine: my badges, earned and locked, with progress (counted fresh for this answer). */
export const myBadges = defineEndpoint({
  group: 'honor',
  method: 'GET',
  path: '/honor/mine',
  summary: 'My badges: earned tiers and progress toward the next',
  request: z.object({}),
  response: z.object({ list: z.array(ZMyBadge) }),
});

/** GET /honor/badge?id=: one badge of mine (the detail sheet); an unknown id is HONOR_BADGE_UNKNOWN. */
export const myBadge = defineEndpoint({
  group: 'honor',
  method: 'GET',
  path: '/honor/badge',
  summary: 'One badge of mine with its progress',
  request: z.object({ id: z.string().trim().min(1).max(32) }),
  response: ZMyBadge,
});

/** GET /honor/player?xid= or ?user_id=: a player's earned badges, public. Exactly one of the two. */
export const playerBadges = defineEndpoint({
  group: 'honor',
  method: 'GET',
  path: '/honor/player',
  summary: "A player's earned badges (by profile xid or user id)",
  request: z
    .object({
      xid: z.string().trim().min(1).max(32).optional(),
      user_id: z.coerce.number().int().positive().optional(),
    })
    .refine((q) => (q.xid === undefined) !== (q.user_id === undefined), {
      message: 'give either xid or user_id',
      path: ['user_id'],
    }),
  response: z.object({ user_id: z.number().int(), list: z.array(ZPublicBadge) }),
});
