/**
 * Invite rewards in data (issue 16, spec 7.3 /api/config/invite_reward): what an inviter receives when
 * a player they invited reaches a milestone. Each is paid once per (inviter, invitee, milestone) from
 * the ledger's rewards account. Amounts are decimal strings of `coin`.
 */
export const INVITE_MILESTONES = ['signup', 'first_recharge', 'wagering'] as const;
export type InviteMilestone = (typeof INVITE_MILESTONES)[number];

export interface InviteRewardRow {
  milestone: InviteMilestone;
  coin: 'WH';
  reward: string;
  /** For `wagering`: the invitee's total wagered in the games, in whole `coin`; 0 for the others. */
  threshold: string;
}

export const INVITE_REWARDS: readonly InviteRewardRow[] = [
  { milestone: 'signup', coin: 'WH', reward: '1', threshold: '0' },
  { milestone: 'first_recharge', coin: 'WH', reward: '5', threshold: '0' },
  { milestone: 'wagering', coin: 'WH', reward: '10', threshold: '1000' },
];

/** The page size of the invite lists (spec 7.7: page 1, size 20). */
export const INVITE_PAGE_SIZE = 20;
