import { z } from 'zod';

/** The payments module's environment variables (config.ts merges every module's into one schema). */
export const PAYMENTS_ENV = {
  /** The payment provider's API base URL (the sandbox's outside production). */
  PAYMENT_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Our merchant API key at the provider. */
  PAYMENT_PROVIDER_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The secret the provider signs our webhook endpoint's events with. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The previous webhook secret, still accepted while the provider's secret is rotated. */
  PAYMENT_WEBHOOK_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Each provider call's timeout, ms. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How long a recharge can be paid (the provider's checkout expiry is the same by default). */
  PAYMENT_ORDER_TTL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(24 * 3_600_000)
    .default(30 * 60_000),
  /** When the reconcile job first asks the provider about an unsettled order (after a recharge's expiry; after a withdrawal's request), and its back-off base. */
  PAYMENT_RECONCILE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(24 * 3_600_000)
    .default(10 * 60_000),
};
type PaymentsEnv = z.output<z.ZodObject<typeof PAYMENTS_ENV>>;

export interface PaymentsConfig {
  providerUrl: string;
  apiKey: string;
  /** The current secret first, then the previous one during a rotation. */
  webhookSecrets: string[];
  timeoutMs: number;
  orderTtlMs: number;
  reconcileAfterMs: number;
}

/** Public development values, also the sandbox's defaults (scripts/dev-payment-provider.ts SANDBOX_DEV_*). */
export const DEV_PAYMENT_PROVIDER_URL = 'http://127.0.0.1:4012';
export const DEV_PAYMENT_API_KEY = 'sk_sandbox_development_only_public_key_00';
export const DEV_PAYMENT_WEBHOOK_SECRET = 'whsec_development_only_public_secret_0000';

const REQUIRED_IN_PRODUCTION = ['PAYMENT_PROVIDER_URL', 'PAYMENT_PROVIDER_API_KEY', 'PAYMENT_WEBHOOK_SECRET'] as const;

/**
 * The payments slice. The key moves money out (payouts) and the webhook secret makes a credit happen:
 * production never runs on the public development values, nor against the sandbox's loopback address.
 */
export function loadPaymentsConfig(e: PaymentsEnv, developmentSecrets: string[], production: boolean): PaymentsConfig {
  const missing = REQUIRED_IN_PRODUCTION.find((name) => !e[name]);
  if (production && missing) throw new Error(`Invalid configuration: ${missing}: required in production`);
  if (!e.PAYMENT_PROVIDER_API_KEY) developmentSecrets.push('PAYMENT_PROVIDER_API_KEY');
  if (!e.PAYMENT_WEBHOOK_SECRET) developmentSecrets.push('PAYMENT_WEBHOOK_SECRET');
  const current = e.PAYMENT_WEBHOOK_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET;
  return {
    providerUrl: (e.PAYMENT_PROVIDER_URL ?? DEV_PAYMENT_PROVIDER_URL).replace(/\/+$/, ''),
    apiKey: e.PAYMENT_PROVIDER_API_KEY ?? DEV_PAYMENT_API_KEY,
    webhookSecrets: e.PAYMENT_WEBHOOK_SECRET_PREVIOUS ? [current, e.PAYMENT_WEBHOOK_SECRET_PREVIOUS] : [current],
    timeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
    orderTtlMs: e.PAYMENT_ORDER_TTL_MS,
    reconcileAfterMs: e.PAYMENT_RECONCILE_AFTER_MS,
  };
}
