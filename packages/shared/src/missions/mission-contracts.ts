import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

/**
 * Missions (issue 15 item 6, spec 2.5 and 3): daily missions reset at UTC midnight, retention missions
 * count a sign-in streak, newbie missions happen once. Calls are in service group `tasklib` under
 * /task/mission/..., POST JSON like the rest of spec 7.5 (unknown fields such as envContext are ignored).
 */

export const MISSION_SECTIONS = ['daily', 'retention', 'newbie'] as const;
export type MissionSection = (typeof MISSION_SECTIONS)[number];

/** What a mission counts: days signed in, house or provider game rounds played, offers credited. */
export const MISSION_EVENT_KINDS = ['signin', 'game_round', 'offer_completed'] as const;
export type MissionEventKind = (typeof MISSION_EVENT_KINDS)[number];

/** in_progress: target not reached; claimable: reached, reward not received; claimed: paid this period. */
export const MISSION_STATES = ['in_progress', 'claimable', 'claimed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

export const ZMissionId = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,47}$/, 'must be a mission id (lower-case letters, digits, _)');

export const ZMissionReward = z.object({
  coin: z.string(),
  amount: z.string().describe('decimal amount of `coin`'),
});

export const ZMission = z.object({
  id: z.string(),
  section: z.enum(MISSION_SECTIONS),
  kind: z.enum(MISSION_EVENT_KINDS),
  target: z.number().int().positive(),
  /** Progress in the current period, capped at the target. */
  progress: z.number().int().nonnegative(),
  state: z.enum(MISSION_STATES),
  /** The period a claim now is for: the UTC day (daily), the streak's first day (retention), 'once' (newbie). */
  period_key: z.string(),
  /** When the period ends (unix ms): the next UTC midnight for daily missions, null otherwise. */
  ends_at: z.number().int().nullable(),
  reward: ZMissionReward,
  /** Translation keys in the web app's `missions` namespace. */
  title_key: z.string(),
  desc_key: z.string(),
});
export type Mission = z.infer<typeof ZMission>;

/** POST /task/mission/list: every enabled mission with the signed-in player's progress and state. */
export const missionList = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/task/mission/list',
  summary: "The missions with the signed-in player's progress in each one's current period",
  request: z.object({}),
  response: z.object({
    server_time: z.number().int().describe('unix ms'),
    /** The UTC day the daily missions count, YYYY-MM-DD. */
    day: z.string(),
    /** The next daily reset (UTC midnight), unix ms. */
    resets_at: z.number().int(),
    streak: z.object({
      /** Consecutive UTC days signed in, ending today (or yesterday, until today's sign-in). */
      days: z.number().int().nonnegative(),
      signed_in_today: z.boolean(),
    }),
    missions: z.array(ZMission),
  }),
});

/** POST /task/mission/claim {mission_id, period_key?}: pays a completed mission's reward, once per period. */
export const missionClaim = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/task/mission/claim',
  summary: "Receive a completed mission's reward (once per period); a period_key that is over answers 1132",
  request: z.object({
    mission_id: ZMissionId,
    /** The period the player saw (from the list); if it is no longer the current one the claim is refused. */
    period_key: z.string().max(32).optional(),
  }),
  response: z.object({
    mission_id: z.string(),
    period_key: z.string(),
    reward: ZMissionReward,
    tx_id: z.string().describe("the ledger transaction's public id"),
  }),
});
