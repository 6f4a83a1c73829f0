import { z } from 'zod';
import { PLATFORMS } from '../headers';
import { defineEndpoint } from './endpoint';

/**
 * GET /api/server_time: the server clock and how the caller was understood.
 * Clients use `server_ts` to correct their TS header (signed requests allow +/-300 s); it is also the
 * cheapest call that exercises header parsing and the envelope, which is why the bench measures it.
 */
export const serverTime = defineEndpoint({
  group: 'main',
  method: 'GET',
  path: '/api/server_time',
  summary: 'Server clock, the caller clock skew and the resolved request context',
  request: z.object({}),
  response: z.object({
    server_ts: z.number().int().describe('Server time, unix seconds'),
    server_ms: z.number().int().describe('Server time, unix milliseconds'),
    skew_s: z.number().int().describe('Caller TS header minus server time, seconds'),
    platform: z.enum(PLATFORMS),
    locale: z.string().describe('The supported locale chosen for Xb-Language'),
    country: z.string().describe('Lower-case country from Country-Code'),
    signed_in: z.boolean().describe('Whether User-Id and User-Secret-Key were both sent'),
  }),
});
