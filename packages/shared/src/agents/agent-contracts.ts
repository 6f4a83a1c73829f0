import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { AGENT_CHANNELS, AGENT_MASTER_CONF, AGENT_STATEMENT_MAX_DAYS } from './agent-master-conf';

/** An agent link's public slug as links carry it (upper case letters and digits). */
export const ZAgentSlug = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, 'must be 4-16 letters and digits');
/** A campaign or package name: what the agent calls it, shown back in the reports. */
const ZLabel = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[\p{L}\p{N} _.-]+$/u, 'may hold letters, digits, spaces, _ . and - only');
const ZDays = z.object({
  days: z.coerce.number().int().min(1).max(AGENT_STATEMENT_MAX_DAYS).default(30),
});

const ZApplication = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  name: z.string(),
  channel: z.enum(AGENT_CHANNELS),
  expected_players: z.number().int(),
  reason: z.string().describe('the operator’s reason of a rejection'),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
});

/** GET /casino/lucky_bear/invite_master_conf (spec 7.7): the programme's configuration. */
export const inviteMasterConf = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/invite_master_conf',
  summary: 'The agents programme: commission rates by level, the minimum payout, the airdrop and whitelist rules',
  request: z.object({}),
  response: z.object({
    coin: z.literal(AGENT_MASTER_CONF.coin),
    basis: z.literal(AGENT_MASTER_CONF.basis),
    levels: z.array(z.object({ level: z.number().int(), rate_bp: z.number().int() })),
    min_payout: z.string(),
    expected_players_max: z.number().int(),
    airdrop: z.object({ points_own: z.number().int(), points_sub: z.number().int(), rank_size: z.number().int() }),
    whitelist: z.object({ size: z.number().int() }),
  }),
});

/** POST /casino/lucky_bear/agent_apply (spec 7.7): apply to become an agent; an operator decides. */
export const agentApply = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/agent_apply',
  summary: 'Apply to the agents programme (one open application per player)',
  request: z.object({
    name: z.string().trim().min(2, 'must be at least 2 characters').max(64, 'must be at most 64 characters'),
    channel: z.enum(AGENT_CHANNELS),
    expected_players: z.coerce.number().int().min(1).max(AGENT_MASTER_CONF.expected_players_max),
    note: z.string().trim().max(500, 'must be at most 500 characters').default(''),
  }),
  response: ZApplication,
});

/** GET /casino/lucky_bear/agent_status: where I stand in the programme (the /agents/ap and /partner pages). */
export const agentStatus = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/agent_status',
  summary: 'My latest application and, once approved, my agent record',
  request: z.object({}),
  response: z.object({
    application: ZApplication.nullable(),
    agent: z
      .object({ since: z.number().int(), parent_id: z.number().int().nullable(), sub_agents: z.number().int() })
      .nullable(),
  }),
});

const ZLink = z.object({
  id: z.number().int(),
  slug: z.string(),
  campaign: z.string(),
  pkg: z.string(),
  note: z.string(),
  created_at: z.number().int(),
});

/** POST /casino/lucky_bear/agent_invite_link/add (spec 7.7): a link for one campaign and package. */
export const agentInviteLinkAdd = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/agent_invite_link/add',
  summary: 'Create my invite link for a campaign and package (one per pair)',
  request: z.object({
    campaign: ZLabel(64),
    pkg: ZLabel(32),
    note: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  }),
  response: ZLink,
});

/** GET /casino/agent_invite_link/list (spec 7.7): my links with their clicks, sign-ups and recharges. */
export const agentInviteLinkList = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/agent_invite_link/list',
  summary: 'My invite links, newest first, each with its clicks, sign-ups and players who recharged',
  request: z.object({}),
  response: z.object({
    list: z.array(ZLink.extend({ clicks: z.number().int(), signups: z.number().int(), recharges: z.number().int() })),
  }),
});

/** POST /casino/agent_invite_link/click: an /r/<slug> landing of an agent link was opened (no session). */
export const agentInviteLinkClick = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/agent_invite_link/click',
  summary: 'Counts an opening of an agent link; answers whether the slug is an agent link',
  request: z.object({ slug: ZAgentSlug }),
  response: z.object({ known: z.boolean() }),
});

/** GET /casino/invite_sub_agents_summary (spec 7.7): my sub-agents, their players and volume. */
export const inviteSubAgentsSummary = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/invite_sub_agents_summary',
  summary: 'My sub-agents: their players and what those players wagered in the last `days` UTC days',
  request: ZDays,
  response: z.object({
    days: z.number().int(),
    list: z.array(
      z.object({
        agent_id: z.number().int(),
        name: z.string(),
        since: z.number().int(),
        players: z.number().int(),
        volume: z.string().describe('WH wagered by their players in the window'),
      }),
    ),
  }),
});

/** GET /casino/invite_subagent_daily_summary (spec 7.7): per UTC day, my sub-agents' new players and volume. */
export const inviteSubagentDailySummary = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/invite_subagent_daily_summary',
  summary: 'Per UTC day: players my sub-agents (or one of them) invited, and what their players wagered',
  request: ZDays.extend({ agent_id: z.coerce.number().int().positive().optional() }),
  response: z.object({
    days: z.number().int(),
    list: z.array(z.object({ day: z.string(), invited: z.number().int(), volume: z.string() })),
  }),
});

/** GET /casino/lucky_bear/agent_statement: my commission per UTC day (the /partner page). */
export const agentStatement = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/agent_statement',
  summary: 'My commission statement, newest day first (an agent reads their own only)',
  request: ZDays.extend({ agent_id: z.coerce.number().int().positive().optional() }),
  response: z.object({
    coin: z.string(),
    total_paid: z.string(),
    list: z.array(
      z.object({
        day: z.string(),
        level1_volume: z.string(),
        level2_volume: z.string(),
        players: z.number().int(),
        commission: z.string(),
        status: z.enum(['paid', 'below_minimum']),
        tx_id: z.string(),
      }),
    ),
  }),
});

const ZRankRow = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  score: z.number().int(),
});

/** GET /casino/agents/airdrop_rank: airdrop points of this ISO week's qualified invites, ranked. */
export const agentAirdropRank = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/agents/airdrop_rank',
  summary: 'Agents ranked by airdrop points earned this week, and my points and place',
  request: z.object({}),
  response: z.object({
    week: z.string(),
    start: z.number().int(),
    end: z.number().int(),
    points_own: z.number().int(),
    points_sub: z.number().int(),
    list: z.array(ZRankRow),
    mine: z.object({ rank: z.number().int().nullable(), score: z.number().int(), is_agent: z.boolean() }),
  }),
});

/** GET /casino/agents/whitelist_rank: players ranked by qualified invites of all time; the top ones are on the whitelist. */
export const agentWhitelistRank = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/agents/whitelist_rank',
  summary: 'The whitelist: players ranked by qualified invites, and my place and whether I am on it',
  request: z.object({}),
  response: z.object({
    size: z.number().int(),
    list: z.array(ZRankRow),
    mine: z.object({ rank: z.number().int().nullable(), score: z.number().int(), on_list: z.boolean() }),
  }),
});

/** GET /casino/get_pdd_share_data (spec 7.7): what to share for one of my links (text, image, link). */
export const getPddShareData = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/get_pdd_share_data',
  summary: 'The share text, image and link of one of my agent links (or of my referral code)',
  request: z.object({
    slug: ZAgentSlug.optional(),
    locale: z.string().max(8).default('en-US').describe('the share image’s language'),
  }),
  response: z.object({ text: z.string(), image: z.string(), link: z.string(), slug: z.string() }),
});
