import type { DbOrTrx } from '../../db/types';

/** An invite as the invites module answers it (modules/invites inviteFacts). */
export interface InviteFactPort {
  inviterId: number;
  inviteeId: number;
  boundAt: number;
  pkg: string;
  campaign: string;
}

/** What the agents programme needs from the others, filled by the composition root (compose.ts). */
export interface AgentsPorts {
  /** The invites module's facts: agents build on its attribution, never on a copy of it. */
  invites: {
    inviterOf(db: DbOrTrx, inviteeId: number): Promise<number | undefined>;
    inviteesOf(db: DbOrTrx, inviterIds: number[]): Promise<InviteFactPort[]>;
    /** Invitees whose first recharge paid their inviter's milestone, bound in the window. */
    qualified(db: DbOrTrx, window?: { since?: number; until?: number }): Promise<InviteFactPort[]>;
  };
  /** What a player wagered in the games in [since, until), base units of `coin` (the games' wagering reader). */
  wagered(db: DbOrTrx, userId: number, window: { coin: string; since: number; until: number }): Promise<bigint>;
  /** Display names of players (auth's payee directory). */
  names(userIds: number[]): Promise<Map<number, string>>;
  /** The player's referral code (the share data without a link). */
  codeOf(userId: number): Promise<string>;
  /** Pays a commission from the rewards account in the caller's transaction; answers the ledger tx's public id. */
  payCommission(
    trx: DbOrTrx,
    payment: { userId: number; coin: 'WH'; amount: bigint; reference: string },
  ): Promise<string>;
  /** Queues an application in the console's approvals queue (kind `agents.apply`), in the caller's transaction. */
  review(trx: DbOrTrx, userId: number, payload: { application_id: number; summary: string }): Promise<void>;
  clock?: () => number;
}
