import { z } from 'zod';
import { ANALYTICS } from './limits';

/**
 * The first-party analytics collector (spec 7.2, 3 "Analytics session/event", issue 6). It is a
 * provider-style service of its own: it answers with HTTP statuses the batching client acts on
 * (203 solve the task again, 429 slow down, other 4xx drop), not with the service groups' common
 * headers. Bodies are still envelopes.
 */

/** Spec 3: the analytics session fields, carried by every event. */
export const ZAnalyticsSession = z.object({
  session_id: z.string().min(1).max(64),
  user_id: z.string().max(32).describe('"" when signed out'),
  app_name: z.string().min(1).max(64),
  is_premium: z.boolean(),
  platform: z.string().max(32),
  locale: z.string().max(16),
  start_param: z.string().max(512),
  client_timestamp: z.number().int().positive().describe('Unix ms on the client'),
});

export const ZAnalyticsEvent = ZAnalyticsSession.extend({
  /** Client-made id: a re-sent event is stored once. */
  event_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -'),
  event_name: z.string().regex(/^[a-z][a-z0-9_.:-]{0,63}$/, 'must be a lower-case event name'),
  custom_data: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((v) => JSON.stringify(v).length <= 4096, 'must be at most 4 KB of JSON'),
});
export type AnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;
export type AnalyticsEventInput = z.input<typeof ZAnalyticsEvent>;

export const ZAnalyticsBatch = z
  .array(ZAnalyticsEvent)
  .min(1, 'must hold at least one event')
  .max(ANALYTICS.batchSize, `must hold at most ${ANALYTICS.batchSize} events`);

/** What a 2xx, 203 or 429 answer carries: a new proof-of-work task replaces the client's old one. */
export const ZCollectorAnswer = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  task: z.string().optional().describe('A new task to solve; replaces the old one'),
});

export const ZAnalyticsReport = z.object({
  days: z.array(
    z.object({
      day: z.string().describe('YYYY-MM-DD (UTC)'),
      event_name: z.string(),
      count: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type AnalyticsReport = z.infer<typeof ZAnalyticsReport>;

/** The collector's paths (relative to its host). */
export const ANALYTICS_PATHS = {
  batch: '/analytics/events',
  single: '/analytics/event',
  worker: '/analytics/worker.js',
  task: '/analytics/task',
} as const;

/**
 * The operator report (issue 11: behind the operator permission analytics.read, no longer a shared
 * token): an operator console call, shaped as @app/shared/ops/ops-endpoint's OpsEndpoint (an area
 * imports no other area, so the shape is written out here).
 */
export const opsAnalyticsReport = {
  method: 'GET' as const,
  path: '/ops/analytics/report',
  summary: 'Event counts per day and event name',
  request: z.object({ days: z.coerce.number().int().min(1).max(90).default(14) }),
  response: ZAnalyticsReport,
};

/** Headers of the collector protocol (spec 7.2: an auth token, a content type and a Content header). */
export const ANALYTICS_HEADERS = { token: 'X-Auth-Token', content: 'Content' } as const;
