import { z } from 'zod';

/** GET /healthz: liveness plus a database round trip. Infrastructure, outside any service group. */
export const ZHealthz = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
  uptime_s: z.number(),
});
export type Healthz = z.infer<typeof ZHealthz>;
