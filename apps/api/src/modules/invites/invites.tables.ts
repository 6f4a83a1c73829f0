import type { Money, Ms } from '../../db/column-types';

/** Who invited a player: one row per invitee (the primary key), so an inviter is bound once. */
export interface InviteLinkTable {
  invitee_id: number;
  inviter_id: number;
  /** How: `signup` (start parameter `m` or a code at sign-up, or the /r/[slug] code) or `bind` (bindCode later). */
  source: string;
  /** The package and campaign from the start parameter's `from` ("pkg:campaign"), for the daily summaries. */
  pkg: string;
  campaign: string;
  bound_at: Ms;
}

/** An invite reward paid: the primary key (inviter, invitee, milestone) is what makes each pay once. */
export interface InviteRewardTable {
  inviter_id: number;
  invitee_id: number;
  milestone: string;
  coin: string;
  amount: Money;
  tx_public_id: string;
  paid_at: Ms;
}

export interface InvitesTables {
  invite_link: InviteLinkTable;
  invite_reward: InviteRewardTable;
}
