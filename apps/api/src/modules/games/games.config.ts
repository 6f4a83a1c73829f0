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
  /**
   * Configured providers: "id|secret|gameUrl" entries, comma separated. A provider not listed here is
   * not configured: its games say so. The house provider is always configured (GAMES_HOUSE_SECRET).
   */
  GAMES_PROVIDERS: z.string().optional(),
  /** The house provider's protocol secret (it signs its own wallet calls with it). */
  GAMES_HOUSE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Per-coin bet limits: "COIN:minBet:maxBet:maxWin" entries; coins not named use DEFAULT_BET_LIMITS. */
  GAMES_BET_LIMITS: z.string().default(''),
};
type GamesEnv = z.output<z.ZodObject<typeof GAMES_ENV>>;

export interface ProviderConfig {
  id: string;
  secret: string;
  /** The provider's game page; launch adds the token and the session parameters as its query. */
  gameUrl: string;
}

export interface BetLimit {
  minBet: string;
  maxBet: string;
  /** Most one round may pay (all its wins together). */
  maxWin: string;
}

export interface GamesConfig {
  launchSecret: string;
  tokenMinutes: number;
  providers: Record<string, ProviderConfig>;
  betLimits: Record<CoinName, BetLimit>;
}

/** Public: development keys are only as safe as these lines (a warning at start says they are used). */
const DEV_LAUNCH_SECRET = 'development-only-games-launch-secret-0000';
export const DEV_HOUSE_SECRET = 'development-only-house-provider-secret-00';
/** The sandbox third-party provider of dev and test (scripts/dev-game-provider.ts) plays as `pg`. */
export const DEV_SANDBOX_SECRET = 'development-only-sandbox-provider-secret0';

/** Sensible amounts per coin: a bet of about 0.01-100 USDT, a round paying at most about 10,000 USDT. */
const DEFAULT_BET_LIMITS: Record<CoinName, BetLimit> = {
  KTHER: { minBet: '0.0001', maxBet: '10', maxWin: '1000' },
  KC: { minBet: '0.01', maxBet: '100', maxWin: '10000' },
  HAPPY: { minBet: '0.1', maxBet: '1000', maxWin: '100000' },
  KUSDT: { minBet: '0.01', maxBet: '100', maxWin: '10000' },
  XUSD: { minBet: '0.01', maxBet: '100', maxWin: '10000' },
  WH: { minBet: '1', maxBet: '10000', maxWin: '1000000' },
};

function parseProviders(value: string): ProviderConfig[] {
  return listOf(value).map((entry) => {
    const [id, secret, gameUrl] = entry.split('|');
    if (!id || !/^[a-z0-9]{1,32}$/.test(id) || !secret || secret.length < 32 || !gameUrl) {
      throw new Error('Invalid configuration: GAMES_PROVIDERS: each entry must be id|secret(32+)|gameUrl');
    }
    return { id, secret, gameUrl };
  });
}

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

/**
 * The games slice. Outside production, without GAMES_PROVIDERS the sandbox provider is configured as
 * `pg` at its dev address, so its games are playable in dev and tests.
 */
export function loadGamesConfig(e: GamesEnv, developmentSecrets: string[], production: boolean): GamesConfig {
  if (!e.GAMES_LAUNCH_SECRET) developmentSecrets.push('GAMES_LAUNCH_SECRET');
  if (!e.GAMES_HOUSE_SECRET) developmentSecrets.push('GAMES_HOUSE_SECRET');
  const listed =
    e.GAMES_PROVIDERS !== undefined
      ? parseProviders(e.GAMES_PROVIDERS)
      : production
        ? []
        : [{ id: 'pg', secret: DEV_SANDBOX_SECRET, gameUrl: 'http://127.0.0.1:4011/game' }];
  const house: ProviderConfig = {
    id: 'house',
    secret: e.GAMES_HOUSE_SECRET ?? DEV_HOUSE_SECRET,
    gameUrl: '/win/house',
  };
  return {
    launchSecret: e.GAMES_LAUNCH_SECRET ?? DEV_LAUNCH_SECRET,
    tokenMinutes: e.GAMES_TOKEN_MINUTES,
    providers: Object.fromEntries([...listed, house].map((p) => [p.id, p])),
    betLimits: parseBetLimits(e.GAMES_BET_LIMITS),
  };
}
