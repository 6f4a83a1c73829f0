import { z } from 'zod';

/**
 * The caller's country as openapp_get_country answers it, on the main site (/api/...) and the casino
 * brand (/casino/api/...) alike: one shape, one server rule (app-config's trusted proxy header).
 */
export const ZLocationInfo = z.object({
  country_code: z.string().describe('From the Country-Code header, lower case'),
  country_by_ip: z.string().describe('From the trusted proxy country header, "" when unknown'),
});
