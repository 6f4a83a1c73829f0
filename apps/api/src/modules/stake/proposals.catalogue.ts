import { BodyCode } from '@app/shared';
import { type ProposalItem, VOTE_PROPOSALS_CATALOGUE, ZProposalItem } from '@app/shared/stake/vote-contracts';
import type { DbOrTrx } from '../../db/types';
import { ApiError, invalidField } from '../../lib/api-error';
import type { CatalogueEditor, CatalogueRow } from '../ops';
import { type ProposalRow, voteRepository as votes } from './vote.repository';
import { proposalView } from './vote.service';

const itemOf = (p: ProposalRow): ProposalItem => ({
  title: p.title,
  description: p.description,
  options: p.options,
  deadline: p.deadline,
});
const rowOf = (p: ProposalRow): CatalogueRow<ProposalItem> => ({
  id: String(p.id),
  disabled: p.disabled,
  item: itemOf(p),
});

async function existing(db: DbOrTrx, id: string): Promise<ProposalRow> {
  const proposal = /^\d+$/.test(id) ? await votes.byId(db, Number(id)) : undefined;
  if (!proposal) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such proposal', { field: 'id' });
  return proposal;
}

/**
 * Proposals as an operator catalogue (issue 17 item 4): operators create them with options and a
 * deadline in the console; ids are the server's. Once anyone has voted the options are fixed (a vote
 * names an option by its place), and a disabled proposal leaves the players' list at once.
 */
export function proposalsCatalogue(now: () => number): CatalogueEditor<ProposalItem> {
  return {
    name: VOTE_PROPOSALS_CATALOGUE,
    title: 'Vote proposals',
    schema: ZProposalItem,
    fields: ['title', 'description', 'options', 'deadline'],
    async list(db, offset, limit) {
      const { rows, total } = await votes.page(db, offset, limit, false);
      return { rows: rows.map(rowOf), total };
    },
    async get(db, id) {
      const proposal = /^\d+$/.test(id) ? await votes.byId(db, Number(id)) : undefined;
      return proposal && rowOf(proposal);
    },
    async check(db, item, id) {
      if (id === undefined) {
        if (item.deadline <= now()) throw invalidField('item.deadline', 'must be in the future');
        return;
      }
      const proposal = await existing(db, id);
      const sameOptions = JSON.stringify(proposal.options) === JSON.stringify(item.options);
      if (!sameOptions && (await votes.hasBallots(db, proposal.id))) {
        throw invalidField('item.options', 'cannot change once players have voted');
      }
    },
    async create(trx, item) {
      return String(await votes.insert(trx, item, now()));
    },
    async update(trx, id, item) {
      await votes.update(trx, (await existing(trx, id)).id, item);
    },
    async setDisabled(trx, id, disabled) {
      await votes.setDisabled(trx, (await existing(trx, id)).id, disabled);
    },
    preview(item) {
      return proposalView({ id: 0, disabled: false, ...item }, [], undefined, now());
    },
  };
}
