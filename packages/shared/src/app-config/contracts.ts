import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { PLATFORMS } from '../core/header-names';
import { ZLocationInfo } from '../core/location-info';

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

/** POST /api/app_global_config: what the client needs before sign-in (spec 7.3). */
export const appGlobalConfig = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/app_global_config',
  summary: 'Global client configuration: locales, countries, dial codes, sign-in providers, code rules',
  request: z.object({}),
  response: z.object({
    server_ts: z.number().int(),
    default_locale: z.string(),
    supported_locales: z.array(z.string()),
    country_choices: z.array(z.string()),
    default_dial_code: z.string(),
    dial_codes: z.record(z.string(), z.number().int()),
    third_party_providers: z.array(z.object({ media_type: z.string(), name: z.string() })),
    messenger_bots: z.array(z.string()).describe('Bot names the API accepts init data from'),
    messenger_public_bot: z
      .string()
      .describe('The bot the sign-in screen links to (TG_PUBLIC_BOT); empty: none is shown, never the development bot'),
    otp: z.object({ length: z.number().int(), ttl_s: z.number().int(), resend_s: z.number().int() }),
  }),
});

/** POST /api/openapp_get_cfg (spec 7.3 OpenAppCfgV2): per-user start-up flags. */
export const openappGetCfg = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/openapp_get_cfg',
  summary: 'Start-up configuration for this user and client (OpenAppCfgV2)',
  request: z.object({ user_id: z.coerce.number().int().nonnegative().optional() }),
  response: z.object({
    user_id: z.number().int(),
    audit_mode: z.boolean().describe('Spec 6: balance-lack shows a warning toast instead of the dialog'),
    agent_h5: z.boolean().describe('Spec 6: the agent H5 version (its own launch video)'),
    min_app_ver: z.string(),
    latest_app_ver: z.string(),
    force_update: z.boolean().describe('The caller’s APP-VER is below min_app_ver'),
    messenger_allowed_user_ids: z.array(z.number().int()).describe('Spec 4.1: exempt from the non-phone block'),
  }),
});

/** POST /api/openapp_get_country (spec 3 App config: location_info). */
export const openappGetCountry = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/openapp_get_country',
  summary: 'The caller’s country: as chosen (Country-Code) and as seen from the client address',
  request: z.object({}),
  response: z.object({ location_info: ZLocationInfo }),
});

/** POST /api/get_gray_cfg: gradual-rollout flags, stable per user (bucket 0-99). */
export const getGrayCfg = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/get_gray_cfg',
  summary: 'Gradual-rollout feature flags for the caller',
  request: z.object({}),
  response: z.object({ bucket: z.number().int(), features: z.record(z.string(), z.boolean()) }),
});
