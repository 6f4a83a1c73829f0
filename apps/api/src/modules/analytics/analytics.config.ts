import { z } from 'zod';
import { listOf } from '../../lib/env';

/** The analytics collector's environment variables (config.ts merges every module's into one schema). */
export const ANALYTICS_ENV = {
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
};
type AnalyticsEnv = z.output<z.ZodObject<typeof ANALYTICS_ENV>>;

export interface AnalyticsConfig {
  /** token -> app name. */
  tokens: Record<string, string>;
  powDifficulty: number;
  powSecret: string;
  powWindowS: number;
  maxRequestsPerMin: number;
}

/** Development values of the analytics collector (public; warned about at start like the others). */
export const DEV_ANALYTICS = {
  app: 'platform_web',
  token: 'dev-analytics-token-public',
  secret: 'dev-analytics-pow-secret-public-do-not-use',
};

function parseAnalyticsTokens(value: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const entry of listOf(value)) {
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

/** The analytics slice; names of settings left at public development values go to `developmentSecrets`. */
export function loadAnalyticsConfig(e: AnalyticsEnv, developmentSecrets: string[]): AnalyticsConfig {
  for (const name of ['ANALYTICS_TOKENS', 'ANALYTICS_POW_SECRET'] as const) {
    if (!e[name]) developmentSecrets.push(name);
  }
  return {
    tokens: parseAnalyticsTokens(e.ANALYTICS_TOKENS ?? `${DEV_ANALYTICS.app}:${DEV_ANALYTICS.token}`),
    powDifficulty: e.ANALYTICS_POW_DIFFICULTY,
    powSecret: e.ANALYTICS_POW_SECRET ?? DEV_ANALYTICS.secret,
    powWindowS: e.ANALYTICS_POW_WINDOW_S,
    maxRequestsPerMin: e.ANALYTICS_MAX_REQUESTS_PER_MIN,
  };
}
