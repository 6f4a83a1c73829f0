import { z } from 'zod';

/** The fair module's environment variables (config.ts merges every module's into one schema). */
export const FAIR_ENV = {
  /**
   * Key of the current server seeds' encryption at rest (AES-256-GCM, lib/secret-box.ts), at least 32
   * characters: whoever reads the database alone must not learn a seed whose hash is committed and
   * still in play. Required in production; elsewhere a public development key is used (warned at
   * start). Revealed seeds are public and stored in clear, so changing the key only ends the current
   * pairs' secrecy for whoever holds the old key: rotate every pair after changing it.
   */
  FAIR_SEED_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
};
type FairEnv = z.output<z.ZodObject<typeof FAIR_ENV>>;

export interface FairConfig {
  seedKey: string;
}

/** Public, like DEV_OPS_TOTP_KEY: the scripts that run the production build locally pass it explicitly. */
export const DEV_FAIR_SEED_KEY = 'dev-fair-seed-key-public-do-not-use-in-production';

export function loadFairConfig(e: FairEnv, developmentSecrets: string[], nodeEnv: string): FairConfig {
  if (!e.FAIR_SEED_KEY && nodeEnv === 'production') {
    throw new Error('Invalid configuration: FAIR_SEED_KEY: required in production');
  }
  const seedKey = e.FAIR_SEED_KEY ?? DEV_FAIR_SEED_KEY;
  if (seedKey === DEV_FAIR_SEED_KEY) developmentSecrets.push('FAIR_SEED_KEY');
  return { seedKey };
}
