import { BodyCode, formatUnits } from '@app/shared';
import { STAKE_COIN } from '@app/shared/stake/stake-contracts';
import { COINS } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, invalidField } from '../../lib/api-error';
import { lockRepository as locks } from './lock.repository';
import { type ProposalRow, type Tally, voteRepository as votes } from './vote.repository';

const LIST_LIMIT = 50;
const kther = (units: bigint) => formatUnits(units, COINS[STAKE_COIN].decimals);
const notFound = () => new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such proposal', { field: 'proposal_id' });

/** A proposal as players see it: each option's weight and voters, and my ballot (also the console's preview). */
export function proposalView(
  p: ProposalRow,
  tally: Tally[],
  ballot: { option: number; weight: bigint } | undefined,
  now: number,
) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    deadline: p.deadline,
    state: p.deadline > now ? ('open' as const) : ('closed' as const),
    options: p.options.map((label, idx) => {
      const t = tally.find((x) => x.option === idx);
      return { idx, label, weight: kther(t?.weight ?? 0n), voters: t?.voters ?? 0 };
    }),
    total_weight: kther(tally.reduce((sum, t) => sum + t.weight, 0n)),
    voters: tally.reduce((sum, t) => sum + t.voters, 0),
    mine: ballot ? { option: ballot.option, weight: kther(ballot.weight) } : null,
  };
}

/**
 * Votes (issue 17 item 4; docs/stake-dividend-vote.md): one ballot per player per proposal, weighted by
 * the KTHER the player has locked (within its term) when voting; results are public.
 */
export class VoteService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async query(proposalId: number | undefined, userId: number | undefined) {
    let list: ProposalRow[];
    if (proposalId === undefined) list = (await votes.page(this.db, 0, LIST_LIMIT, true)).rows;
    else {
      const one = await votes.byId(this.db, proposalId);
      if (!one || one.disabled) throw notFound();
      list = [one];
    }
    return { list: await this.views(list, userId) };
  }

  async approve(userId: number, proposalId: number, option: number) {
    const now = this.now();
    try {
      await writeTransaction(this.db, async (trx) => {
        const proposal = await votes.byId(trx, proposalId);
        if (!proposal || proposal.disabled) throw notFound();
        if (option >= proposal.options.length) throw invalidField('option', `must be below ${proposal.options.length}`);
        if (proposal.deadline <= now) throw new ApiError(BodyCode.VOTE_CLOSED, 'Voting on this proposal has closed');
        if ((await votes.ballotsOf(trx, userId, [proposalId])).has(proposalId)) {
          throw new ApiError(BodyCode.VOTE_ALREADY_CAST, 'You already voted on this proposal');
        }
        const weight = (await locks.active(trx, now, userId)).reduce((sum, l) => sum + l.amount, 0n);
        if (weight === 0n) throw new ApiError(BodyCode.VOTE_NO_LOCKED_TOKENS, 'Lock KTHER to vote');
        await votes.insertBallot(trx, { proposalId, userId, option, weight, now });
      });
    } catch (error) {
      // Two votes of mine at once: the second lost on vote_ballot_once.
      if (isUniqueViolation(error))
        throw new ApiError(BodyCode.VOTE_ALREADY_CAST, 'You already voted on this proposal');
      throw error;
    }
    return (await this.query(proposalId, userId)).list[0] as ReturnType<typeof proposalView>;
  }

  private async views(list: ProposalRow[], userId: number | undefined) {
    const ids = list.map((p) => p.id);
    const tallies = await votes.tallies(this.db, ids);
    const mine: Map<number, { option: number; weight: bigint }> =
      userId === undefined ? new Map() : await votes.ballotsOf(this.db, userId, ids);
    return list.map((p) => proposalView(p, tallies.get(p.id) ?? [], mine.get(p.id), this.now()));
  }
}
