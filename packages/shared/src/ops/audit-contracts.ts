import { z } from 'zod';
import { defineOpsEndpoint } from './ops-endpoint';

export const ZAuditEntry = z.object({
  id: z.number(),
  /** Unix ms. */
  at: z.number(),
  operator_id: z.number(),
  operator_email: z.string(),
  /** What was done, "<area>.<verb>": operator.create, auth.sign_in, user.flag... */
  action: z.string(),
  /** What it was done to, "<kind>:<id>": operator:12, user:1234567890. */
  target: z.string(),
  /** The target before and after, as JSON values (null when there was none). */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

const optionalText = z.string().trim().min(1).max(128).optional();

export const opsListAudit = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/audit',
  summary: 'The audit log, newest first, filtered and paged',
  request: z.object({
    operator_id: z.coerce.number().int().positive().optional(),
    /** Exact action, or a prefix ending in "." ("operator." for every operator action). */
    action: z
      .string()
      .regex(/^[a-z0-9_.]{1,64}$/, 'letters, digits, "_" and "." only')
      .optional(),
    /** Exact target ("user:1234567890"). */
    target: optionalText,
    /** Unix ms, inclusive. */
    from: z.coerce.number().int().min(0).optional(),
    /** Unix ms, exclusive. */
    to: z.coerce.number().int().min(0).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({
    entries: z.array(ZAuditEntry),
    page: z.number(),
    page_size: z.number(),
    total: z.number(),
  }),
});
