import { z } from 'zod';
import { listOf } from '../../lib/env';

/** The casino brand sign-in's environment variables (config.ts merges every module's into one schema). */
export const CASINO_AUTH_ENV = {
  /**
   * Spec 6: the two user ids of the casino brand exempt from the forced redirect to sign-in when their
   * session expires (comma-separated; the web client reads them from lb_login_conf).
   */
  LUCKYBEAR_SESSION_EXEMPT_USER_IDS: z
    .string()
    .default('')
    .refine((v) => listOf(v).every((id) => /^\d{1,15}$/.test(id)), 'must be comma-separated user ids'),
  /** Key of the human check's proof-of-work challenges (stateless, MAC-ed like the analytics tasks). */
  LUCKYBEAR_HUMAN_CHECK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Leading zero bits a human check's proof of work needs (each bit doubles the client's work). */
  LUCKYBEAR_HUMAN_CHECK_DIFFICULTY: z.coerce.number().int().min(1).max(24).default(16),
};
type CasinoAuthEnv = z.output<z.ZodObject<typeof CASINO_AUTH_ENV>>;

export interface CasinoAuthConfig {
  sessionExemptUserIds: number[];
  humanCheck: { secret: string; difficulty: number; windowS: number };
}

/** Public development key of the human check (warned about at start like the other development secrets). */
const DEV_HUMAN_CHECK_SECRET = 'dev-luckybear-human-check-secret-public';

/** A challenge is answered within its 5-minute window or the next one. */
const HUMAN_CHECK_WINDOW_S = 300;

export function loadCasinoAuthConfig(e: CasinoAuthEnv, developmentSecrets: string[]): CasinoAuthConfig {
  if (!e.LUCKYBEAR_HUMAN_CHECK_SECRET) developmentSecrets.push('LUCKYBEAR_HUMAN_CHECK_SECRET');
  return {
    sessionExemptUserIds: listOf(e.LUCKYBEAR_SESSION_EXEMPT_USER_IDS).map(Number),
    humanCheck: {
      secret: e.LUCKYBEAR_HUMAN_CHECK_SECRET ?? DEV_HUMAN_CHECK_SECRET,
      difficulty: e.LUCKYBEAR_HUMAN_CHECK_DIFFICULTY,
      windowS: HUMAN_CHECK_WINDOW_S,
    },
  };
}
