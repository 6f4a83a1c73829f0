import type { PostbackNetworkId } from '@app/shared/tasklib/postback-protocol';
import { z } from 'zod';

const secret = z.string().min(32, 'must be at least 32 characters').optional();
const count = (max: number) => z.coerce.number().int().min(1).max(max);

/** The postbacks' and the anti-fraud rules' environment variables (config.ts merges every module's into one schema). */
export const POSTBACKS_ENV = {
  /** The secret each advertiser network signs its postbacks with (we give it to the network). */
  TASKLIB_POSTBACK_SECRET_AYET: secret,
  TASKLIB_POSTBACK_SECRET_PRODEGE: secret,
  TASKLIB_POSTBACK_SECRET_IRONSOURCE: secret,
  /** The advertiser sandbox (scripts/dev-advertiser.ts): the base of the `{sandbox}` offer links. */
  ADVERTISER_SANDBOX_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Anti-fraud: most conversions credited to one device id (D-Id of the click) in 24 hours; more are flagged. */
  TASKLIB_FRAUD_DEVICE_MAX_CONVERSIONS: count(10_000).default(10),
  /** Anti-fraud: most distinct users credited on one device id in 30 days; a further user is flagged. */
  TASKLIB_FRAUD_DEVICE_MAX_USERS: count(1_000).default(3),
  /**
   * Anti-fraud: caps every offer's click-to-conversion minimum (seconds). Unset in production; the local
   * demo (scripts/start.sh) and the end-to-end run set 0 so that the advertiser sandbox's "Complete",
   * pressed seconds after the click, pays at once instead of waiting for an operator.
   */
  TASKLIB_FRAUD_MIN_CONVERT_CAP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
};
type PostbacksEnv = z.output<z.ZodObject<typeof POSTBACKS_ENV>>;

export interface FraudLimits {
  /** Credited (or pending approval) conversions per device id in a rolling 24 hours. */
  deviceConversionsPerDay: number;
  /** Distinct users with a conversion on one device id in a rolling 30 days. */
  deviceUsers: number;
  /** The most any offer's min_convert_seconds counts for (TASKLIB_FRAUD_MIN_CONVERT_CAP_SECONDS); absent: no cap. */
  minConvertCapSeconds?: number;
}

export interface PostbacksConfig {
  secrets: Record<PostbackNetworkId, string>;
  /** The advertiser sandbox's base URL; null in production unless set (then no `{sandbox}` links). */
  sandboxUrl: string | null;
  fraud: FraudLimits;
}

/** Public development values, also the advertiser sandbox's defaults (scripts/dev-secrets.env). */
export const DEV_POSTBACK_SECRETS: Readonly<Record<PostbackNetworkId, string>> = {
  ayet: 'development-only-ayet-postback-secret-000',
  prodege: 'development-only-prodege-postback-secret0',
  ironsource: 'development-only-ironsource-postback-sec',
};
export const DEV_ADVERTISER_SANDBOX_URL = 'http://127.0.0.1:4013';

const SECRET_ENV: Readonly<Record<PostbackNetworkId, keyof PostbacksEnv>> = {
  ayet: 'TASKLIB_POSTBACK_SECRET_AYET',
  prodege: 'TASKLIB_POSTBACK_SECRET_PRODEGE',
  ironsource: 'TASKLIB_POSTBACK_SECRET_IRONSOURCE',
};

/**
 * The postbacks slice. A network's secret makes a credit happen: production never runs on the public
 * development values (it refuses to start without each one, as for the payment provider).
 */
export function loadPostbacksConfig(
  e: PostbacksEnv,
  developmentSecrets: string[],
  production: boolean,
): PostbacksConfig {
  const secrets = {} as Record<PostbackNetworkId, string>;
  for (const [network, name] of Object.entries(SECRET_ENV) as [PostbackNetworkId, keyof PostbacksEnv][]) {
    const value = e[name] as string | undefined;
    if (production && !value) throw new Error(`Invalid configuration: ${name}: required in production`);
    if (!value) developmentSecrets.push(name);
    secrets[network] = value ?? DEV_POSTBACK_SECRETS[network];
  }
  const sandboxUrl = e.ADVERTISER_SANDBOX_URL ?? (production ? undefined : DEV_ADVERTISER_SANDBOX_URL);
  return {
    secrets,
    sandboxUrl: sandboxUrl ? sandboxUrl.replace(/\/+$/, '') : null,
    fraud: {
      deviceConversionsPerDay: e.TASKLIB_FRAUD_DEVICE_MAX_CONVERSIONS,
      deviceUsers: e.TASKLIB_FRAUD_DEVICE_MAX_USERS,
      ...(e.TASKLIB_FRAUD_MIN_CONVERT_CAP_SECONDS === undefined
        ? {}
        : { minConvertCapSeconds: e.TASKLIB_FRAUD_MIN_CONVERT_CAP_SECONDS }),
    },
  };
}
