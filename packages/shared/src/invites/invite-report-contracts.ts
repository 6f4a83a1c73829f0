import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

/** The most days a daily summary covers (a month and a day). */
export const INVITE_SUMMARY_MAX_DAYS = 31;

/** GET /casino/lucky_bear/invite_weekly_rank (spec 7.7): inviters ranked by players invited in an ISO week. */
export const inviteWeeklyRank = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/invite_weekly_rank',
  summary: 'The top 20 inviters of an ISO week (default: this week) by players invited, and my place',
  request: z.object({
    week: z
      .string()
      .regex(/^\d{4}-W\d{2}$/, 'must be an ISO week like 2026-W48')
      .optional(),
  }),
  response: z.object({
    week: z.string(),
    start: z.number().int(),
    end: z.number().int(),
    list: z.array(
      z.object({ rank: z.number().int(), user_id: z.number().int(), name: z.string(), invited: z.number().int() }),
    ),
    mine: z.object({ rank: z.number().int().nullable(), invited: z.number().int() }),
  }),
});

const ZDailyRequest = z.object({ days: z.coerce.number().int().min(1).max(INVITE_SUMMARY_MAX_DAYS).default(7) });
const ZDailyRow = z.object({
  day: z.string().describe('UTC date'),
  key: z.string().describe('the package or campaign; "" for the plain summary'),
  invited: z.number().int(),
  earned: z.string().describe('WH earned from invite rewards that day'),
});
const dailyResponse = z.object({ days: z.number().int(), list: z.array(ZDailyRow) });

/** GET /casino/invite_daily_summary (spec 7.7): my invites and invite earnings per UTC day. */
export const inviteDailySummary = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/invite_daily_summary',
  summary: 'Players invited and WH earned per UTC day, the last `days` days, newest first',
  request: ZDailyRequest,
  response: dailyResponse,
});

/** GET /casino/invite_daily_summary/by_pkg: the same per day and package (the start parameter's `from`). */
export const inviteDailySummaryByPkg = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/invite_daily_summary/by_pkg',
  summary: 'Players invited and WH earned per UTC day and package',
  request: ZDailyRequest,
  response: dailyResponse,
});

/** GET /casino/invite_daily_summary/by_campaign: the same per day and campaign. */
export const inviteDailySummaryByCampaign = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/invite_daily_summary/by_campaign',
  summary: 'Players invited and WH earned per UTC day and campaign',
  request: ZDailyRequest,
  response: dailyResponse,
});

/** POST /casino/tg/invite_url (spec 7.7): the mini app link that carries my start parameter. */
export const tgInviteUrl = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/tg/invite_url',
  summary: 'The messenger mini app link with the signed-in player as inviter (start parameter m)',
  request: z.object({}),
  response: z.object({ url: z.string(), start_param: z.string(), invite_code: z.string() }),
});

/** POST /casino/tg/sub_page_by_ref_url (spec 7.7): the in-app path a shared link leads to. */
export const tgSubPageByRefUrl = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/tg/sub_page_by_ref_url',
  summary: 'Resolves a mini app or /r/ link to the in-app path it opens ("/" when it names none)',
  request: z.object({ ref_url: z.string().trim().min(1).max(2048) }),
  response: z.object({ path: z.string(), invite_code: z.string() }),
});
