import { COIN_NAMES, type CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import { listOf } from '../../lib/env';

/** The games module's environment variables (config.ts merges every module's into one schema). */
export const GAMES_ENV = {
  /** Key of the launch tokens (HMAC-SHA256), at least 32 characters; a public development key elsewhere. */
  GAMES_LAUNCH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Minutes a launch token (the provider's game session) stays valid. */
  GAMES_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(240),
  /** The house provider's protocol secret (it signs its own wallet calls with it). */
  GAMES_HOUSE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Per-coin bet limits: "COIN:minBet:maxBet:maxWin" entries; coins not named use DEFAULT_BET_LIMITS. */
  GAMES_BET_LIMITS: z.string().default(''),
};
type GamesEnv = z.output<z.ZodObject<typeof GAMES_ENV>>;

export interface BetLimit {
  minBet: string;
  maxBet: string;
  /** Most one round may pay (all its wins together). */
  maxWin: string;
}

export interface GamesConfig {
  launchSecret: string;
  tokenMinutes: number;
  /**
   * The house provider's protocol secret. Third-party providers are connected in the catalogue's
   * configuration (GAME_PROVIDER_<ID>_URL and _SECRET, casino.config.ts): one place per provider.
   */
  houseSecret: string;
  betLimits: Record<CoinName, BetLimit>;
}

/** Public: development keys are only as safe as these lines (a warning at start says they are used). */
const DEV_LAUNCH_SECRET = 'development-only-games-launch-secret-0000';
export const DEV_HOUSE_SECRET = 'development-only-house-provider-secret-00';

/** Sensible amounts per coin: a bet of about 0.01-100 USDT, a round paying at most about 10,000 USDT. */
const DEFAULT_BET_LIMITS: Record<CoinName, BetLimit> = {
  KTHER: { minBet: '0.0001', maxBet: '10', maxWin: '1000' },
  KC: { minBet: '0.01', maxBet: '100', maxWin: '10000' },
  HAPPY: { minBet: '0.1', maxBet: '1000', maxWin: '100000' },
  KUSDT: { minBet: '0.01', maxBet: '100', maxWin: '10000' },
  XUSD: { minBet: '0.01', maxBet: '100', maxWin: '10000' },
  WH: { minBet: '1', maxBet: '10000', maxWin: '1000000' },
};

function parseBetLimits(value: string): Record<CoinName, BetLimit> {
  const limits = { ...DEFAULT_BET_LIMITS };
  for (const entry of listOf(value)) {
    const [coin, minBet, maxBet, maxWin] = entry.split(':');
    const decimal = /^\d+(\.\d+)?$/;
    if (
      !coin ||
      !(COIN_NAMES as readonly string[]).includes(coin) ||
      ![minBet, maxBet, maxWin].every((v) => v !== undefined && decimal.test(v))
    ) {
      throw new Error('Invalid configuration: GAMES_BET_LIMITS: each entry must be COIN:minBet:maxBet:maxWin');
    }
    limits[coin as CoinName] = { minBet: minBet as string, maxBet: maxBet as string, maxWin: maxWin as string };
  }
  return limits;
}

/** The games slice. */
export function loadGamesConfig(e: GamesEnv, developmentSecrets: string[], production: boolean): GamesConfig {
  // Launch tokens authenticate players to providers, and the house secret signs the house's own
  // wallet calls: production never runs on the public development values.
  if (production && (!e.GAMES_LAUNCH_SECRET || !e.GAMES_HOUSE_SECRET)) {
    throw new Error(
      `Invalid configuration: ${e.GAMES_LAUNCH_SECRET ? 'GAMES_HOUSE_SECRET' : 'GAMES_LAUNCH_SECRET'}: required in production`,
    );
  }
  if (!e.GAMES_LAUNCH_SECRET) developmentSecrets.push('GAMES_LAUNCH_SECRET');
  if (!e.GAMES_HOUSE_SECRET) developmentSecrets.push('GAMES_HOUSE_SECRET');
  return {
    launchSecret: e.GAMES_LAUNCH_SECRET ?? DEV_LAUNCH_SECRET,
    tokenMinutes: e.GAMES_TOKEN_MINUTES,
    houseSecret: e.GAMES_HOUSE_SECRET ?? DEV_HOUSE_SECRET,
    betLimits: parseBetLimits(e.GAMES_BET_LIMITS),
  };
}
