import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

/** Proposals and votes weighted by locked KTHER (issue 17 item 4; docs/stake-dividend-vote.md). */

export const VOTE_PROPOSALS_CATALOGUE = 'vote_proposals';
export const VOTE_MAX_OPTIONS = 8;

/** A proposal as an operator edits it in the console's catalogue. */
export const ZProposalItem = z.object({
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().max(2000),
  options: z.array(z.string().trim().min(1).max(80)).min(2).max(VOTE_MAX_OPTIONS),
  /** Votes are accepted until this moment (unix ms). */
  deadline: z.number().int().positive(),
});
export type ProposalItem = z.infer<typeof ZProposalItem>;

export const ZProposal = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  deadline: z.number().int(),
  state: z.enum(['open', 'closed']),
  /** Each option with the KTHER weight and the number of players that chose it. */
  options: z.array(
    z.object({ idx: z.number().int(), label: z.string(), weight: z.string(), voters: z.number().int() }),
  ),
  total_weight: z.string(),
  voters: z.number().int(),
  /** My ballot (null signed out or not voted). */
  mine: z.object({ option: z.number().int(), weight: z.string() }).nullable(),
});

/** GET /wallet/xbvote_query (spec 7.6): one proposal's results with proposal_id, else every proposal (anyone). */
export const voteQuery = defineEndpoint({
  group: 'wallet',
  method: 'GET',
  path: '/wallet/xbvote_query',
  summary: 'Proposals and their results (public)',
  request: z.object({ proposal_id: z.coerce.number().int().positive().optional() }),
  response: z.object({ list: z.array(ZProposal) }),
});

/** POST /wallet/xbvote_approve (spec 7.6): vote for an option with the KTHER I have locked now. */
export const voteApprove = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/xbvote_approve',
  summary: 'Vote on a proposal with my locked KTHER (once per proposal)',
  request: z.object({ proposal_id: z.number().int().positive(), option: z.number().int().min(0) }),
  response: ZProposal,
});
