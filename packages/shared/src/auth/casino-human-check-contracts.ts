import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

/**
 * The casino brand's human check (spec 7.7 report_trainee_recaptcha, report_recharge_recaptcha): a
 * self-hosted proof of work (the analytics collector's hashcash tasks and solver,
 * @app/shared/analytics/proof-of-work), no outside service. A pass is recorded per player and purpose.
 */
export const HUMAN_CHECK_PURPOSES = ['trainee', 'recharge'] as const;
export type HumanCheckPurpose = (typeof HUMAN_CHECK_PURPOSES)[number];

/**
 * How long a pass counts: a new player's first game and sign-up steps (trainee) span days; a recharge
 * is checked right before it happens.
 */
export const HUMAN_CHECK_PASS_MS: Record<HumanCheckPurpose, number> = {
  trainee: 30 * 24 * 60 * 60 * 1000,
  recharge: 15 * 60 * 1000,
};

const ZPurpose = z.enum(HUMAN_CHECK_PURPOSES);

/** GET /casino/user/human_check_challenge: a task for this player and purpose (solve with solveTask). */
export const humanCheckChallenge = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/user/human_check_challenge',
  summary: 'A proof-of-work challenge for the casino brand’s human check',
  request: z.object({ purpose: ZPurpose }),
  response: z.object({
    purpose: ZPurpose,
    challenge: z.string().describe('v1.<purpose>-<user>.<window>.<difficulty>.<random>.<mac>'),
    difficulty: z.number().int().describe('leading zero bits SHA-256(challenge:solution) needs'),
  }),
});

const ZSolved = z.object({
  challenge: z.string().min(1, 'is required').max(256),
  solution: z.string().regex(/^[0-9a-z]{1,16}$/, 'must be the solver’s answer (base 36)'),
});

const ZPassed = z.object({
  purpose: ZPurpose,
  passed: z.boolean(),
  expires_at: z.number().int().describe('Unix ms; the check is asked again after it'),
});

/** POST /casino/user/report_trainee_recaptcha: a solved challenge of purpose trainee (used once). */
export const reportTraineeRecaptcha = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/user/report_trainee_recaptcha',
  summary: 'Report a solved human check before a new player’s first game or sign-up step',
  request: ZSolved,
  response: ZPassed,
});

/** POST /casino/user/report_recharge_recaptcha: a solved challenge of purpose recharge (used once). */
export const reportRechargeRecaptcha = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/user/report_recharge_recaptcha',
  summary: 'Report a solved human check before a recharge',
  request: ZSolved,
  response: ZPassed,
});

/** GET /casino/user/human_check_status: the signed-in player's passes (expired ones answer passed false). */
export const humanCheckStatus = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/user/human_check_status',
  summary: 'The signed-in player’s human check passes per purpose',
  request: z.object({}),
  response: z.object({ list: z.array(ZPassed) }),
});
