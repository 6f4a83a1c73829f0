import path from 'node:path';
import { z } from 'zod';
import { listOf, REPO_ROOT } from '../../lib/env';

/** The auth module's environment variables (config.ts merges every module's into one schema). */
export const AUTH_ENV = {
  /**
   * Messenger bots whose init data the API accepts: "name:token,name2:token2" (token as BotFather gives
   * it, "<bot id>:<secret>"). Unset: the development bot DEV_BOT (a public token: the log warns at start).
   */
  TG_BOTS: z.string().optional(),
  /**
   * The bot the sign-in screen points people to (its t.me link). Unset: the first bot of TG_BOTS; empty,
   * or running on the development bot: none, and the screen shows no messenger entry.
   */
  TG_PUBLIC_BOT: z
    .string()
    .regex(/^[A-Za-z0-9_]{0,64}$/, 'must be a bot user name (letters, digits, _)')
    .optional(),
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
  /**
   * Where one-time codes go: 'log' writes them to the API log (development sender), 'file' appends
   * one JSON line per message to SMS_OUTBOX_PATH (end-to-end tests read it). No gateway is reachable here.
   */
  SMS_SENDER: z.enum(['log', 'file']).default('log'),
  SMS_OUTBOX_PATH: z.string().default(path.join(REPO_ROOT, 'data', 'sms-outbox.jsonl')),
};
type AuthEnv = z.output<z.ZodObject<typeof AUTH_ENV>>;

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

export interface AuthConfig {
  /** bot name -> bot token. */
  bots: Record<string, string>;
  /** The bot shown to people on the sign-in screen; '' for none (never the development bot). */
  publicBot: string;
  initDataMaxAgeS: number;
  thirdPartyPublicKey: string;
  appSigningKey: string;
  sessionIdleMs: number;
  oauthProviders: OAuthProviderConfig[];
  messengerAllowedUserIds: number[];
  sms: { kind: 'log' } | { kind: 'file'; path: string };
}

function parseBots(value: string): Record<string, string> {
  const bots: Record<string, string> = {};
  for (const entry of listOf(value)) {
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

/** The auth slice of the configuration; names of settings left at public development values go to `developmentSecrets`. */
export function loadAuthConfig(e: AuthEnv, developmentSecrets: string[]): AuthConfig {
  const bots = e.TG_BOTS ? parseBots(e.TG_BOTS) : { [DEV_BOT.name]: DEV_BOT.token };
  if (!e.TG_BOTS) developmentSecrets.push('TG_BOTS');
  if (!e.APP_SIGNING_KEY) developmentSecrets.push('APP_SIGNING_KEY');
  let oauthProviders: OAuthProviderConfig[];
  try {
    oauthProviders = ZOAuthProviders.parse(JSON.parse(e.OAUTH_PROVIDERS));
  } catch (error) {
    throw new Error(`Invalid configuration: OAUTH_PROVIDERS: ${(error as Error).message.slice(0, 200)}`);
  }
  return {
    bots,
    publicBot: e.TG_PUBLIC_BOT ?? (e.TG_BOTS ? (Object.keys(bots)[0] ?? '') : ''),
    initDataMaxAgeS: e.TG_INIT_DATA_MAX_AGE_S,
    thirdPartyPublicKey: e.TG_THIRD_PARTY_PUBLIC_KEY.toLowerCase(),
    appSigningKey: e.APP_SIGNING_KEY ?? DEV_APP_SIGNING_KEY,
    sessionIdleMs: e.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
    oauthProviders,
    messengerAllowedUserIds: e.MESSENGER_ALLOWED_USER_IDS.split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d+$/.test(s))
      .map(Number),
    sms: e.SMS_SENDER === 'file' ? { kind: 'file', path: e.SMS_OUTBOX_PATH } : { kind: 'log' },
  };
}
