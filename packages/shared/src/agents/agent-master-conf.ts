/**
 * The agents programme's configuration as data (issue 16 item 4, spec 7.7 invite_master_conf), read by
 * the API (commission job, airdrop and whitelist) and published as it is to the pages. Changing it is
 * a code review and a deploy, like the invite rewards (docs/decisions.md, "Agents").
 *
 * Commission: a share of what an agent's players wagered in the games on one UTC day, in WH: level 1
 * are the players the agent invited, level 2 the players their sub-agents invited. Rates are basis
 * points (1/100 of a percent) so the sums stay integer in base units.
 */
export interface AgentMasterConf {
  coin: 'WH';
  basis: 'wagered';
  levels: readonly { level: 1 | 2; rate_bp: number }[];
  /** A day's commission under this many WH is recorded on the statement and not paid. */
  min_payout: string;
  /** Apply form limits. */
  expected_players_max: number;
  /** Airdrop: points per qualified invitee (own, sub-agents') in the campaign window (the ISO week). */
  airdrop: { points_own: number; points_sub: number; rank_size: number };
  /** Whitelist: the top `size` players by qualified invites of all time are on it. */
  whitelist: { size: number };
}

export const AGENT_MASTER_CONF: AgentMasterConf = {
  coin: 'WH',
  basis: 'wagered',
  levels: [
    { level: 1, rate_bp: 50 },
    { level: 2, rate_bp: 20 },
  ],
  min_payout: '0.10',
  expected_players_max: 1_000_000,
  airdrop: { points_own: 100, points_sub: 20, rank_size: 50 },
  whitelist: { size: 100 },
};

/** Channels an applicant names (where they will bring players from). */
export const AGENT_CHANNELS = ['telegram', 'youtube', 'tiktok', 'facebook', 'website', 'offline', 'other'] as const;
export type AgentChannel = (typeof AGENT_CHANNELS)[number];

/** An agent link's public slug: 10 characters of the invite codes' alphabet (invite codes have 8). */
export const AGENT_SLUG_LENGTH = 10;

/** The statement and lists: days back a page reads at most. */
export const AGENT_STATEMENT_MAX_DAYS = 90;
