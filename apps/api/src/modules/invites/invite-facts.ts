import type { DbOrTrx } from '../../db/types';
import { invitesRepository } from './invites.repository';

/** An invite as other modules read it (the agents programme): who, by whom, when, through what. */
export interface InviteFact {
  inviterId: number;
  inviteeId: number;
  boundAt: number;
  pkg: string;
  campaign: string;
}

const toFact = (r: {
  inviter_id: number;
  invitee_id: number;
  bound_at: number | string;
  pkg: string;
  campaign: string;
}) => ({
  inviterId: Number(r.inviter_id),
  inviteeId: Number(r.invitee_id),
  boundAt: Number(r.bound_at),
  pkg: r.pkg,
  campaign: r.campaign,
});

/**
 * The invites' facts for other modules (the agents programme builds on them rather than keeping its
 * own copy of who invited whom). compose.ts hands these to the agents as ports.
 */
export const inviteFacts = {
  inviterOf: (db: DbOrTrx, inviteeId: number) => invitesRepository.inviterOf(db, inviteeId),

  /** Everyone these inviters invited (all time), oldest first. */
  async inviteesOf(db: DbOrTrx, inviterIds: number[]): Promise<InviteFact[]> {
    if (inviterIds.length === 0) return [];
    const rows = await db
      .selectFrom('invite_link')
      .select(['inviter_id', 'invitee_id', 'bound_at', 'pkg', 'campaign'])
      .where('inviter_id', 'in', inviterIds)
      .orderBy('bound_at')
      .orderBy('invitee_id')
      .execute();
    return rows.map(toFact);
  },

  /**
   * Qualified invites: invitees whose first recharge paid their inviter's milestone reward (a real
   * player, not a sign-up), bound in [since, until) when given. The agents' airdrop and whitelist.
   */
  async qualified(db: DbOrTrx, window: { since?: number; until?: number } = {}): Promise<InviteFact[]> {
    let query = db
      .selectFrom('invite_link as l')
      .innerJoin('invite_reward as r', (join) =>
        join
          .onRef('r.invitee_id', '=', 'l.invitee_id')
          .onRef('r.inviter_id', '=', 'l.inviter_id')
          .on('r.milestone', '=', 'first_recharge'),
      )
      .select(['l.inviter_id', 'l.invitee_id', 'l.bound_at', 'l.pkg', 'l.campaign']);
    if (window.since !== undefined) query = query.where('l.bound_at', '>=', window.since);
    if (window.until !== undefined) query = query.where('l.bound_at', '<', window.until);
    const rows = await query.execute();
    return rows.map(toFact);
  },
};
