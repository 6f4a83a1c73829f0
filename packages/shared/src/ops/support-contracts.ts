import { z } from 'zod';
import { defineOpsEndpoint } from './ops-endpoint';
import { pageOf, ZPageQuery, ZReason, ZRowId, ZRowIdQuery } from './paging';

/** A player as a search row shows them. */
export const ZPlayerSummary = z.object({
  user_id: z.number(),
  username: z.string(),
  display_name: z.string(),
  /** E.164, or null when no phone is bound. Operators see it whole (support needs it). */
  phone: z.string().nullable(),
  login_type: z.string(),
  /** Spec 8.1: the account is blocked; every call of the player answers 1013. */
  abnormal: z.boolean(),
  created_at: z.number(),
});
export type PlayerSummary = z.infer<typeof ZPlayerSummary>;

/**
 * Search players: `q` is matched as a user id (digits), a username (exact, case-insensitive, or a
 * prefix), a phone (E.164 or its digits) or a sign-in identity's subject or account name (exact).
 */
export const opsSearchPlayers = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/players',
  summary: 'Search players by id, username, phone or sign-in identity',
  request: z.object({ q: z.string().trim().min(1, 'type what to look for').max(128), ...ZPageQuery }),
  response: pageOf(ZPlayerSummary),
});

export const ZPlayerIdentity = z.object({
  /** 'tg' or an OAuth provider's media type. */
  provider: z.string(),
  subject: z.string(),
  account_name: z.string(),
  created_at: z.number(),
});

export const ZPlayerSession = z.object({
  id: z.number(),
  login_type: z.string(),
  platform: z.string(),
  device_id: z.string(),
  ip: z.string(),
  created_at: z.number(),
  last_used_at: z.number(),
  /** Unix ms when it was ended (sign-out, support, a new sign-in); null while it may still be used. */
  ended_at: z.number().nullable(),
  /** Not ended and not idle past the players' idle timeout. */
  live: z.boolean(),
});
export type PlayerSession = z.infer<typeof ZPlayerSession>;

export const ZPlayerBalance = z.object({
  coin: z.string(),
  /** Decimal string in the coin's units. */
  balance: z.string(),
});

/** The account's flag and the last change of it (from the audit log). */
export const ZPlayerFlags = z.object({
  abnormal: z.boolean(),
  /** The reason of the last flag or lift; null when no operator ever changed it. */
  reason: z.string().nullable(),
  changed_at: z.number().nullable(),
  changed_by_email: z.string().nullable(),
});
export type PlayerFlags = z.infer<typeof ZPlayerFlags>;

export const ZPlayerRecord = z.object({
  profile: ZPlayerSummary.extend({
    first_name: z.string(),
    last_name: z.string(),
    language_code: z.string(),
    invite_code: z.string(),
    referrer_id: z.number().nullable(),
  }),
  identities: z.array(ZPlayerIdentity),
  /** Newest first, at most 50. */
  sessions: z.array(ZPlayerSession),
  balances: z.array(ZPlayerBalance),
  flags: ZPlayerFlags,
});
export type PlayerRecord = z.infer<typeof ZPlayerRecord>;

/** A player's page; the ledger history is paged apart (GET /ops/players/ledger, @app/shared/wallet/ops-contracts). */
export const opsGetPlayer = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/players/record',
  summary: "A player's record: profile, identities, sessions, balances, flags",
  request: z.object({ user_id: ZRowIdQuery }),
  response: ZPlayerRecord,
});

/** Ends one session of the player (session_id), or every live one (no session_id). */
export const opsEndPlayerSessions = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/players/sessions/end',
  summary: "End one or all of a player's sessions",
  request: z.object({
    user_id: ZRowId,
    session_id: ZRowId.optional(),
    reason: ZReason,
  }),
  response: z.object({ ended: z.number().describe('How many sessions this call ended') }),
});

/** Marks the account abnormal (spec 8.1: blocked, every call answers 1013) or lifts it. */
export const opsFlagPlayer = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/players/flag',
  summary: 'Mark a player abnormal or lift it, with a reason',
  request: z.object({ user_id: ZRowId, abnormal: z.boolean(), reason: ZReason }),
  response: ZPlayerFlags,
});
