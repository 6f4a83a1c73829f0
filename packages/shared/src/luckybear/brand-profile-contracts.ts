import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZLocationInfo } from '../core/location-info';

const ZMarket = z.object({
  country: z.string().describe('ISO 3166-1 alpha-2, lower case'),
  dial_code: z.string().describe('with its plus: +84'),
  currency: z.string().describe('ISO 4217'),
  flag: z.string().describe('flag emoji'),
});
const ZCountry = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a country code such as vn')
  .transform((c) => c.toLowerCase());

/** GET /casino/available_countries (spec 7.7): the brand's markets with dial code, currency and flag. */
export const availableCountries = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/available_countries',
  summary: 'The casino brand’s markets: dial code, currency and flag of each',
  request: z.object({}),
  response: z.object({ countries: z.array(ZMarket), default_country: z.string() }),
});

/** POST /casino/user/switch_country (spec 7.7): the signed-in player's country on the brand. */
export const switchCountry = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/user/switch_country',
  summary: 'Set the player’s country on the casino brand (one of available_countries)',
  request: z.object({ country: ZCountry }),
  response: z.object({ country: z.string() }),
});

/** GET /casino/api/openapp_get_country (spec 7.7): as the main site's /api/openapp_get_country answers. */
export const casinoOpenappGetCountry = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/api/openapp_get_country',
  summary: 'The caller’s country: as chosen (Country-Code) and as seen from the client address',
  request: z.object({}),
  response: z.object({ location_info: ZLocationInfo }),
});

/** GET /casino/user/reg_info (spec 7.7): what registration on the brand needs. */
export const regInfo = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/user/reg_info',
  summary: 'What the casino brand’s registration form needs: countries, default dial code, invite code rule',
  request: z.object({}),
  response: z.object({
    countries: z.array(ZMarket),
    default_country: z.string(),
    default_dial_code: z.string().describe('spec 9: +84'),
    invite_code: z.object({ accepted: z.boolean(), required: z.boolean() }),
  }),
});

/** The actions a client may report (report_user_action); anything else is refused with 1001. */
export const USER_ACTIONS = [
  'app_open',
  'page_view',
  'game_open',
  'deposit_open',
  'withdraw_open',
  'popup_click',
  'popup_close',
  'banner_click',
  'share',
  'register_start',
  'register_done',
] as const;

/** At most this much params JSON per action: analytics context, not a data store. */
export const MAX_ACTION_PARAMS_CHARS = 1024;

const ZParams = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'keys are lower-case names such as game_id'),
    z.union([z.string().max(200), z.number(), z.boolean()]),
  )
  .refine((p) => Object.keys(p).length <= 20, 'at most 20 params')
  .refine((p) => JSON.stringify(p).length <= MAX_ACTION_PARAMS_CHARS, `at most ${MAX_ACTION_PARAMS_CHARS} characters`);

/** POST /casino/lucky_bear/report_user_action (spec 7.7): records a player action (analytics, popups). */
export const reportUserAction = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/report_user_action',
  summary: 'Record a player action (allow-listed names, small params; rate-limited)',
  request: z.object({ action: z.enum(USER_ACTIONS), params: ZParams.optional().default({}) }),
  response: z.object({ action: z.string() }),
});

/** A Google Analytics client id: the _ga cookie's value (GA1.2.123.456) or its last two parts (123.456). */
export const GA_CLIENT_ID = /^(GA1\.\d{1,2}\.)?\d{1,20}\.\d{1,20}$/;

/** POST /casino/lucky_bear/update_ad_user_ga_clientid (spec 7.7): the player's GA client id, for ad attribution. */
export const updateAdUserGaClientid = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/update_ad_user_ga_clientid',
  summary: 'Store the player’s Google Analytics client id on their brand profile',
  request: z.object({
    ga_client_id: z.string().max(64).regex(GA_CLIENT_ID, 'must be a GA client id such as GA1.2.123456789.1700000000'),
  }),
  response: z.object({ ga_client_id: z.string() }),
});
