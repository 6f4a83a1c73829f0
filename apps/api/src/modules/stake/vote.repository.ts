import type { DbOrTrx } from '../../db/types';

export interface ProposalRow {
  id: number;
  title: string;
  description: string;
  options: string[];
  deadline: number;
  disabled: boolean;
}

export interface Tally {
  option: number;
  weight: bigint;
  voters: number;
}

// biome-ignore lint/suspicious/noExplicitAny: one row mapper for selectAll() of vote_proposal on both drivers
function proposalOf(row: any): ProposalRow {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    options: JSON.parse(row.options) as string[],
    deadline: Number(row.deadline),
    disabled: Number(row.disabled) === 1,
  };
}

export const voteRepository = {
  async insert(db: DbOrTrx, p: Omit<ProposalRow, 'id' | 'disabled'>, now: number): Promise<number> {
    const row = await db
      .insertInto('vote_proposal')
      .values({ ...p, options: JSON.stringify(p.options), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async update(db: DbOrTrx, id: number, p: Omit<ProposalRow, 'id' | 'disabled'>): Promise<void> {
    await db
      .updateTable('vote_proposal')
      .set({ ...p, options: JSON.stringify(p.options) })
      .where('id', '=', id)
      .execute();
  },

  async setDisabled(db: DbOrTrx, id: number, disabled: boolean): Promise<void> {
    await db
      .updateTable('vote_proposal')
      .set({ disabled: disabled ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  },

  async byId(db: DbOrTrx, id: number): Promise<ProposalRow | undefined> {
    const row = await db.selectFrom('vote_proposal').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? proposalOf(row) : undefined;
  },

  /** Newest first; players see only enabled ones. */
  async page(db: DbOrTrx, offset: number, limit: number, enabledOnly: boolean) {
    let query = db.selectFrom('vote_proposal');
    if (enabledOnly) query = query.where('disabled', '=', 0);
    const rows = await query.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
    const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map(proposalOf), total: Number(total.n) };
  },

  async tallies(db: DbOrTrx, proposalIds: number[]): Promise<Map<number, Tally[]>> {
    const out = new Map<number, Tally[]>(proposalIds.map((id) => [id, []]));
    if (proposalIds.length === 0) return out;
    const rows = await db
      .selectFrom('vote_ballot')
      .select([
        'proposal_id',
        'option_idx',
        (eb) => eb.fn.sum<string>('weight').as('weight'),
        (eb) => eb.fn.countAll<string>().as('voters'),
      ])
      .where('proposal_id', 'in', proposalIds)
      .groupBy(['proposal_id', 'option_idx'])
      .execute();
    for (const row of rows) {
      out.get(Number(row.proposal_id))?.push({
        option: Number(row.option_idx),
        weight: BigInt(row.weight ?? 0),
        voters: Number(row.voters),
      });
    }
    return out;
  },

  async ballotsOf(
    db: DbOrTrx,
    userId: number,
    proposalIds: number[],
  ): Promise<Map<number, { option: number; weight: bigint }>> {
    const out = new Map<number, { option: number; weight: bigint }>();
    if (proposalIds.length === 0) return out;
    const rows = await db
      .selectFrom('vote_ballot')
      .select(['proposal_id', 'option_idx', 'weight'])
      .where('user_id', '=', userId)
      .where('proposal_id', 'in', proposalIds)
      .execute();
    for (const row of rows)
      out.set(Number(row.proposal_id), { option: Number(row.option_idx), weight: BigInt(row.weight) });
    return out;
  },

  async hasBallots(db: DbOrTrx, proposalId: number): Promise<boolean> {
    const row = await db
      .selectFrom('vote_ballot')
      .select('id')
      .where('proposal_id', '=', proposalId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  async insertBallot(
    db: DbOrTrx,
    b: { proposalId: number; userId: number; option: number; weight: bigint; now: number },
  ): Promise<void> {
    await db
      .insertInto('vote_ballot')
      .values({
        proposal_id: b.proposalId,
        user_id: b.userId,
        option_idx: b.option,
        weight: b.weight,
        created_at: b.now,
      })
      .execute();
  },
};
