import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COIN_NAMES, type CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';

/** Repository root, so that the default database file lands in ./data whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const ZEnv = z.object({
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
  /**
   * Messenger bots whose init data the API accepts: "name:token,name2:token2" (token as BotFather gives
   * it, "<bot id>:<secret>"). Unset: the development bot DEV_BOT (a public token: the log warns at start).
   */
  TG_BOTS: z.string().optional(),
  /** Oldest accepted init data auth_date, seconds. */
  TG_INIT_DATA_MAX_AGE_S: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60 * 60),
  /** Ed25519 public key (hex) of the messenger's third-party signatures; default: Telegram production. */
  TG_THIRD_PARTY_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters')
    .default('e7bf03a2fa4602af4580703d88dda5bb59f32ed8b02a56c187fe7d34caed242d'),
  /** Key of XBSL signatures from the native app before sign-in (base64 or text, >= 32 bytes). */
  APP_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Idle lifetime of a session, days (spec 9: the cookies' lifetime). */
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  /**
   * Third-party sign-in providers, JSON: [{"media_type":"google","name":"Google","issuer":"https://...",
   * "client_id":"...","client_secret":"...","scope":"openid email profile"}]. Discovered at start.
   */
  OAUTH_PROVIDERS: z.string().default('[]'),
  /** Messenger user ids exempt from the non-phone block (spec 4.1), comma-separated. */
  MESSENGER_ALLOWED_USER_IDS: z.string().default(''),
  /** A header set by the trusted proxy/CDN with the client's country (e.g. cf-ipcountry). */
  TRUSTED_COUNTRY_HEADER: z.string().default(''),
  /**
   * Where one-time codes go: 'log' writes them to the API log (development sender), 'file' appends
   * one JSON line per message to SMS_OUTBOX_PATH (end-to-end tests read it). No gateway is reachable here.
   */
  SMS_SENDER: z.enum(['log', 'file']).default('log'),
  SMS_OUTBOX_PATH: z.string().default(path.join(REPO_ROOT, 'data', 'sms-outbox.jsonl')),
  /** Spec 6: audit mode (balance-lack shows a warning toast) and the agent H5 version flag. */
  AUDIT_MODE: booleanFlag.default(false),
  AGENT_H5: booleanFlag.default(false),
  /** Native app versions: below MIN_APP_VER the app must update. */
  MIN_APP_VER: z
    .string()
    .regex(/^\d+(\.\d+){0,3}$/)
    .default('1.0.0'),
  LATEST_APP_VER: z
    .string()
    .regex(/^\d+(\.\d+){0,3}$/)
    .default('1.0.0'),
  /** Gradual rollout: "feature:percent,..." (0-100); a user is in when their bucket < percent. */
  GRAY_FEATURES: z.string().default(''),
  /** Wallet fees in basis points: swaps (in the coin paid) and transfers to other users (minimum 1 base unit). */
  WALLET_SWAP_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(30),
  WALLET_TRANSFER_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(10),
  /**
   * Welcome bonus credited from the rewards account at registration: "COIN:amount,..."; "" for none.
   * Unset: DEMO_SIGNUP_BONUS when demo data is seeded (the seed funds the rewards account), else none.
   */
  WALLET_SIGNUP_BONUS: z.string().optional(),
  /** Analytics collector (issue 6): "app_name:token,..." clients send as X-Auth-Token. */
  ANALYTICS_TOKENS: z.string().optional(),
  /** Leading zero bits the proof of work needs (each bit doubles the client's work). */
  ANALYTICS_POW_DIFFICULTY: z.coerce.number().int().min(0).max(24).default(15),
  /** Key of the proof-of-work tasks' MAC (tasks are stateless). */
  ANALYTICS_POW_SECRET: z.string().min(32).optional(),
  /** A task's solution is accepted in its window and the next one, seconds. */
  ANALYTICS_POW_WINDOW_S: z.coerce.number().int().positive().default(600),
  /** Collector requests per token per minute before 429. */
  ANALYTICS_MAX_REQUESTS_PER_MIN: z.coerce.number().int().positive().default(600),
  /** Operator token of GET /analytics/report (X-Auth-Token). */
  ANALYTICS_REPORT_TOKEN: z.string().min(16).optional(),
  /** Trust X-Forwarded-For from a proxy in front (client address for rate limits). */
  TRUST_PROXY: booleanFlag.default(false),
});

/** The development bot: its token is public; buildApp logs a warning whenever it is in use. */
export const DEV_BOT = { name: 'platform_dev_bot', token: '1000000001:DEV-public-token-do-not-use-in-production' };
/** The development XBSL key for the native app before sign-in (public; logged as a warning at start). */
const DEV_APP_SIGNING_KEY = 'dev-app-signing-key-public-do-not-use-in-production';

const ZOAuthProviders = z.array(
  z.object({
    media_type: z.string().regex(/^[a-z0-9_]{2,32}$/),
    name: z.string().min(1),
    issuer: z.url(),
    client_id: z.string().min(1),
    client_secret: z.string().optional(),
    scope: z.string().default('openid email profile'),
  }),
);
export type OAuthProviderConfig = z.infer<typeof ZOAuthProviders>[number];

function parseBots(value: string): Record<string, string> {
  const bots: Record<string, string> = {};
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = entry.indexOf(':');
    const name = entry.slice(0, at);
    const token = entry.slice(at + 1);
    if (at <= 0 || !/^\d+:[A-Za-z0-9_-]{10,}$/.test(token)) {
      throw new Error('Invalid configuration: TG_BOTS: each entry must be name:<bot id>:<secret>');
    }
    bots[name] = token;
  }
  return bots;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  database: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };
  bodyLimit: number;
  corsOrigins: string[];
  seedDemoData: boolean;
  shutdownTimeoutMs: number;
  auth: {
    /** bot name -> bot token. */
    bots: Record<string, string>;
    initDataMaxAgeS: number;
    thirdPartyPublicKey: string;
    appSigningKey: string;
    sessionIdleMs: number;
    oauthProviders: OAuthProviderConfig[];
    messengerAllowedUserIds: number[];
    /** Names of settings left at their public development values (warned about at start). */
    developmentSecrets: string[];
  };
  trustedCountryHeader: string;
  trustProxy: boolean;
  sms: { kind: 'log' } | { kind: 'file'; path: string };
  client: { auditMode: boolean; agentH5: boolean; minAppVer: string; latestAppVer: string };
  grayFeatures: Record<string, number>;
  wallet: { swapFeeBps: number; transferFeeBps: number; signupBonus: { coin: CoinName; amount: string }[] };
  analytics: {
    /** token -> app name. */
    tokens: Record<string, string>;
    powDifficulty: number;
    powSecret: string;
    powWindowS: number;
    maxRequestsPerMin: number;
    reportToken: string;
  };
}

/** Development values of the analytics collector (public; warned about at start like the others). */
export const DEV_ANALYTICS = {
  app: 'platform_web',
  token: 'dev-analytics-token-public',
  secret: 'dev-analytics-pow-secret-public-do-not-use',
  reportToken: 'dev-analytics-report-token',
};

function parseAnalyticsTokens(value: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = entry.indexOf(':');
    const app = entry.slice(0, at);
    const token = entry.slice(at + 1);
    if (at <= 0 || !/^[a-z0-9_]{1,64}$/.test(app) || token.length < 16) {
      throw new Error(
        'Invalid configuration: ANALYTICS_TOKENS: each entry must be app_name:token (token >= 16 characters)',
      );
    }
    tokens[token] = app;
  }
  return tokens;
}

/** The demo's welcome bonus (docs/decisions.md). */
export const DEMO_SIGNUP_BONUS = 'WH:1000,KTHER:25,HAPPY:500,KUSDT:5';

function parseBonus(value: string): { coin: CoinName; amount: string }[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const [coin, amount] = entry.split(':');
      if (!coin || !(COIN_NAMES as readonly string[]).includes(coin) || !amount || !/^\d+(\.\d+)?$/.test(amount)) {
        throw new Error('Invalid configuration: WALLET_SIGNUP_BONUS: each entry must be COIN:amount');
      }
      return { coin: coin as CoinName, amount };
    });
}

function parseGrayFeatures(value: string): Record<string, number> {
  const features: Record<string, number> = {};
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name, percent] = entry.split(':');
    if (!name || !/^[a-z0-9_]{1,64}$/.test(name) || !percent || !/^\d{1,3}$/.test(percent) || Number(percent) > 100) {
      throw new Error('Invalid configuration: GRAY_FEATURES: each entry must be feature:percent (0-100)');
    }
    features[name] = Number(percent);
  }
  return features;
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
  const bots = e.TG_BOTS ? parseBots(e.TG_BOTS) : { [DEV_BOT.name]: DEV_BOT.token };
  if (!e.TG_BOTS) developmentSecrets.push('TG_BOTS');
  if (!e.APP_SIGNING_KEY) developmentSecrets.push('APP_SIGNING_KEY');
  for (const name of ['ANALYTICS_TOKENS', 'ANALYTICS_POW_SECRET', 'ANALYTICS_REPORT_TOKEN'] as const) {
    if (!e[name]) developmentSecrets.push(name);
  }
  let oauthProviders: OAuthProviderConfig[];
  try {
    oauthProviders = ZOAuthProviders.parse(JSON.parse(e.OAUTH_PROVIDERS));
  } catch (error) {
    throw new Error(`Invalid configuration: OAUTH_PROVIDERS: ${(error as Error).message.slice(0, 200)}`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', path: e.SQLITE_PATH },
    bodyLimit: e.BODY_LIMIT,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedDemoData: e.SEED_DEMO_DATA,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    auth: {
      bots,
      initDataMaxAgeS: e.TG_INIT_DATA_MAX_AGE_S,
      thirdPartyPublicKey: e.TG_THIRD_PARTY_PUBLIC_KEY.toLowerCase(),
      appSigningKey: e.APP_SIGNING_KEY ?? DEV_APP_SIGNING_KEY,
      sessionIdleMs: e.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
      oauthProviders,
      messengerAllowedUserIds: e.MESSENGER_ALLOWED_USER_IDS.split(',')
        .map((s) => s.trim())
        .filter((s) => /^\d+$/.test(s))
        .map(Number),
      developmentSecrets,
    },
    trustedCountryHeader: e.TRUSTED_COUNTRY_HEADER.toLowerCase(),
    trustProxy: e.TRUST_PROXY,
    sms: e.SMS_SENDER === 'file' ? { kind: 'file', path: e.SMS_OUTBOX_PATH } : { kind: 'log' },
    client: {
      auditMode: e.AUDIT_MODE,
      agentH5: e.AGENT_H5,
      minAppVer: e.MIN_APP_VER,
      latestAppVer: e.LATEST_APP_VER,
    },
    grayFeatures: parseGrayFeatures(e.GRAY_FEATURES),
    wallet: {
      swapFeeBps: e.WALLET_SWAP_FEE_BPS,
      transferFeeBps: e.WALLET_TRANSFER_FEE_BPS,
      signupBonus: parseBonus(e.WALLET_SIGNUP_BONUS ?? (e.SEED_DEMO_DATA ? DEMO_SIGNUP_BONUS : '')),
    },
    analytics: {
      tokens: parseAnalyticsTokens(e.ANALYTICS_TOKENS ?? `${DEV_ANALYTICS.app}:${DEV_ANALYTICS.token}`),
      powDifficulty: e.ANALYTICS_POW_DIFFICULTY,
      powSecret: e.ANALYTICS_POW_SECRET ?? DEV_ANALYTICS.secret,
      powWindowS: e.ANALYTICS_POW_WINDOW_S,
      maxRequestsPerMin: e.ANALYTICS_MAX_REQUESTS_PER_MIN,
      reportToken: e.ANALYTICS_REPORT_TOKEN ?? DEV_ANALYTICS.reportToken,
    },
  };
}
