import path from 'node:path';
import { z } from 'zod';
import type { DatabaseSettings } from './db/create-db';
import { JOBS_ENV, type JobsConfig, loadJobsConfig } from './jobs/jobs.config';
import { booleanFlag, listOf, REPO_ROOT } from './lib/env';
import { ANALYTICS_ENV, type AnalyticsConfig, loadAnalyticsConfig } from './modules/analytics/analytics.config';
import { APP_CONFIG_ENV, type AppConfigSettings, loadAppConfigSettings } from './modules/app-config/app-config.config';
import { AUTH_ENV, type AuthConfig, loadAuthConfig } from './modules/auth/auth.config';
import { CASINO_ENV, type CasinoConfig, loadCasinoConfig } from './modules/casino';
import { CASINO_AUTH_ENV, type CasinoAuthConfig, loadCasinoAuthConfig } from './modules/casino-auth';
import { FAIR_ENV, type FairConfig, loadFairConfig } from './modules/fair/fair.config';
import { GAMES_ENV, type GamesConfig, loadGamesConfig } from './modules/games/games.config';
import { loadOpsConfig, OPS_ENV, type OpsConfig } from './modules/ops/ops.config';
import { loadPaymentsConfig, PAYMENTS_ENV, type PaymentsConfig } from './modules/payments';
import { loadPostsConfig, POSTS_ENV, type PostsConfig } from './modules/posts';
import { loadProfilesConfig, PROFILES_ENV, type ProfilesConfig } from './modules/profiles';
import { loadSocialConfig, SOCIAL_ENV, type SocialConfig } from './modules/social/social.config';
import { loadStakeConfig, STAKE_ENV, type StakeConfig } from './modules/stake/stake.config';
import {
  loadPostbacksConfig,
  loadTasklibConfig,
  POSTBACKS_ENV,
  type PostbacksConfig,
  TASKLIB_ENV,
  type TasklibConfig,
} from './modules/tasklib';
import { loadWalletConfig, WALLET_ENV, type WalletConfig } from './modules/wallet/wallet.config';

/** The process's own settings; each module declares its own in modules/<area>/<area>.config.ts. */
const SERVER_ENV = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://... selects PostgreSQL; absent selects the embedded SQLite file. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SQLITE_PATH: z.string().default(path.join(REPO_ROOT, 'data', 'app.db')),
  /** Largest accepted request body, bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** Comma-separated origins allowed to call the API from a browser (the web app's origins). */
  CORS_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
  /** Seed demo data at start (after migrations). */
  SEED_DEMO_DATA: booleanFlag.default(true),
  /** Grace period for in-flight requests on SIGTERM before the process exits anyway, ms. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Trust X-Forwarded-For from a proxy in front (client address for rate limits). */
  TRUST_PROXY: booleanFlag.default(false),
};

const ZEnv = z.object({
  ...SERVER_ENV,
  ...AUTH_ENV,
  ...APP_CONFIG_ENV,
  ...WALLET_ENV,
  ...ANALYTICS_ENV,
  ...OPS_ENV,
  ...FAIR_ENV,
  ...CASINO_ENV,
  ...GAMES_ENV,
  ...CASINO_AUTH_ENV,
  ...PAYMENTS_ENV,
  ...TASKLIB_ENV,
  ...POSTBACKS_ENV,
  ...JOBS_ENV,
  ...STAKE_ENV,
  ...SOCIAL_ENV,
  ...PROFILES_ENV,
  ...POSTS_ENV,
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  database: DatabaseSettings;
  bodyLimit: number;
  corsOrigins: string[];
  seedDemoData: boolean;
  shutdownTimeoutMs: number;
  trustProxy: boolean;
  /** Names of settings left at their public development values (warned about at start). */
  developmentSecrets: string[];
  /** The job runner's settings (jobs/jobs.config.ts). */
  jobs: JobsConfig;
  /** The modules' slices. */
  auth: AuthConfig;
  appConfig: AppConfigSettings;
  wallet: WalletConfig;
  analytics: AnalyticsConfig;
  ops: OpsConfig;
  fair: FairConfig;
  casino: CasinoConfig;
  games: GamesConfig;
  casinoAuth: CasinoAuthConfig;
  payments: PaymentsConfig;
  tasklib: TasklibConfig;
  /** The task library's advertiser postbacks and anti-fraud limits (modules/tasklib/postbacks). */
  postbacks: PostbacksConfig;
  /** Token locks, the dividend pool, staking rewards (modules/stake). */
  stake: StakeConfig;
  /** Social networks and their tokens' key (modules/social). */
  social: SocialConfig;
  /** Profiles' image store and upload limits (modules/profiles). */
  profiles: ProfilesConfig;
  /** The hosts a post's https media may come from (modules/posts). */
  posts: PostsConfig;
}

/** Parses the environment once at start; nothing else in the API reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const developmentSecrets: string[] = [];
  const auth = loadAuthConfig(e, developmentSecrets);
  const appConfig = loadAppConfigSettings(e);
  const wallet = loadWalletConfig(e, e.SEED_DEMO_DATA);
  const analytics = loadAnalyticsConfig(e, developmentSecrets);
  const ops = loadOpsConfig(e, developmentSecrets, e.NODE_ENV);
  const fair = loadFairConfig(e, developmentSecrets, e.NODE_ENV);
  const games = loadGamesConfig(e, developmentSecrets, e.NODE_ENV === 'production');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', path: e.SQLITE_PATH },
    bodyLimit: e.BODY_LIMIT,
    corsOrigins: listOf(e.CORS_ORIGINS),
    seedDemoData: e.SEED_DEMO_DATA,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    developmentSecrets,
    jobs: loadJobsConfig(e),
    auth,
    appConfig,
    wallet,
    analytics,
    ops,
    fair,
    casino: loadCasinoConfig(e, developmentSecrets, e.NODE_ENV === 'production'),
    games,
    casinoAuth: loadCasinoAuthConfig(e, developmentSecrets),
    payments: loadPaymentsConfig(e, developmentSecrets, e.NODE_ENV === 'production'),
    tasklib: loadTasklibConfig(e),
    postbacks: loadPostbacksConfig(e, developmentSecrets, e.NODE_ENV === 'production'),
    stake: loadStakeConfig(e),
    social: loadSocialConfig(e, developmentSecrets, e.NODE_ENV),
    profiles: loadProfilesConfig(e),
    posts: loadPostsConfig(e),
  };
}
