import { z } from 'zod';
import { ZCoinCode } from '../core/coin-code';
import { MISSION_EVENT_KINDS, MISSION_SECTIONS, ZMissionId } from './mission-contracts';

/** The catalogue editor's name of the missions (@app/shared/ops/catalogue-contracts). */
export const MISSIONS_CATALOGUE = 'missions';

/** Limits an operator's mission must keep (a typo must not give away a fortune). */
export const MISSION_LIMITS = { maxTarget: 1000, maxReward: 1000, maxSort: 999 } as const;

/**
 * One mission as an operator edits it (issue 15): `id`, `section` and `kind` are fixed once created
 * (claims and texts name them); target, reward and order change; disabling hides it and refuses its
 * claims. Its texts are the web's `missions` namespace keys `<id>.title` / `<id>.desc`. Coins' decimals
 * are the wallet's and are checked by the API.
 */
export const ZMissionItem = z
  .object({
    id: ZMissionId,
    section: z.enum(MISSION_SECTIONS),
    kind: z.enum(MISSION_EVENT_KINDS),
    target: z.number().int().positive().max(MISSION_LIMITS.maxTarget),
    coin: ZCoinCode,
    /** Decimal amount of `coin`. */
    reward: z
      .string()
      .regex(/^(0|[1-9]\d{0,9})(\.\d{1,8})?$/, 'must be a decimal such as 5 or 0.5')
      .refine((v) => Number(v) > 0, 'must be greater than 0')
      .refine((v) => Number(v) <= MISSION_LIMITS.maxReward, `must be at most ${MISSION_LIMITS.maxReward}`),
    /** Order within its section (ascending; ties by id). */
    sort: z.number().int().min(0).max(MISSION_LIMITS.maxSort),
  })
  .strict();
export type MissionItem = z.infer<typeof ZMissionItem>;
