import { z } from 'zod';

/**
 * The sandbox's behaviour, set at start (flags) and changed by tests through POST /test/settings
 * (snake_case body, any subset). Times are compressed from a real aggregator's (minutes, days) so that
 * a test or a tester sees every path in seconds.
 */
export interface SandboxSettings {
  /** The merchant's webhook endpoint (a real provider's dashboard setting); null: events are kept, not sent. */
  webhookUrl: string | null;
  /** Share of events delivered twice (two independent deliveries of the same event id). */
  duplicateRate: number;
  /** Share of events held back by outOfOrderDelayMs, so that later events overtake them. */
  outOfOrderRate: number;
  /** The next n events are held back (a deterministic out-of-order for tests). */
  holdNextEvents: number;
  outOfOrderDelayMs: number;
  /** Share of payouts that fail (accounts ending in 0000 always fail). */
  payoutFailureRate: number;
  /** After how long payouts and refunds settle. */
  settleMs: number;
  /** A pending payment expires after this. */
  expiryMs: number;
  /** A checkout the payer abandoned expires after this. */
  abandonExpiryMs: number;
  /** Webhook deliveries: attempts in all, the first retry's wait (doubled each time), each attempt's timeout. */
  maxAttempts: number;
  retryBaseMs: number;
  deliveryTimeoutMs: number;
}

export const DEFAULT_SANDBOX_SETTINGS: SandboxSettings = {
  webhookUrl: null,
  duplicateRate: 0.1,
  outOfOrderRate: 0.1,
  holdNextEvents: 0,
  outOfOrderDelayMs: 1500,
  payoutFailureRate: 0,
  settleMs: 2000,
  expiryMs: 30 * 60_000,
  abandonExpiryMs: 5000,
  maxAttempts: 6,
  retryBaseMs: 500,
  deliveryTimeoutMs: 5000,
};

const share = z.number().min(0).max(1);
const ms = z
  .number()
  .int()
  .min(0)
  .max(24 * 3600_000);

/** POST /test/settings: any subset, snake_case as the rest of the protocol. */
export const ZSettingsPatch = z
  .object({
    webhook_url: z.url({ protocol: /^https?$/ }).nullable(),
    duplicate_rate: share,
    out_of_order_rate: share,
    hold_next_events: z.number().int().min(0).max(1000),
    out_of_order_delay_ms: ms,
    payout_failure_rate: share,
    settle_ms: ms,
    expiry_ms: ms,
    abandon_expiry_ms: ms,
    max_attempts: z.number().int().min(1).max(20),
    retry_base_ms: ms,
    delivery_timeout_ms: ms.min(1),
  })
  .partial()
  .strict();

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function applySettingsPatch(settings: SandboxSettings, patch: z.infer<typeof ZSettingsPatch>): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (settings as unknown as Record<string, unknown>)[camel(key)] = value;
  }
}

export function settingsAnswer(settings: SandboxSettings): Record<string, unknown> {
  return Object.fromEntries(Object.entries(settings).map(([key, value]) => [snake(key), value]));
}
