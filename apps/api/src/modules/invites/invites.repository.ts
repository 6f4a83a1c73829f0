import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';

export interface InviteLink {
  inviteeId: number;
  inviterId: number;
  source: string;
  pkg: string;
  campaign: string;
  boundAt: number;
}

/** The invite_link and invite_reward tables. */
export const invitesRepository = {
  async inviterOf(db: DbOrTrx, inviteeId: number): Promise<number | undefined> {
    const row = await db
      .selectFrom('invite_link')
      .select('inviter_id')
      .where('invitee_id', '=', inviteeId)
      .executeTakeFirst();
    return row ? Number(row.inviter_id) : undefined;
  },

  /** Records who invited a player; a second row for the same invitee is a unique violation. */
  async insertLink(db: DbOrTrx, link: InviteLink): Promise<void> {
    await db
      .insertInto('invite_link')
      .values({
        invitee_id: link.inviteeId,
        inviter_id: link.inviterId,
        source: link.source,
        pkg: link.pkg,
        campaign: link.campaign,
        bound_at: link.boundAt,
      })
      .execute();
  },

  async inviteeCount(db: DbOrTrx, inviterId: number): Promise<number> {
    const row = await db
      .selectFrom('invite_link')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('inviter_id', '=', inviterId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async invitees(db: DbOrTrx, inviterId: number, offset: number, limit: number) {
    const rows = await db
      .selectFrom('invite_link')
      .select(['invitee_id', 'source', 'bound_at'])
      .where('inviter_id', '=', inviterId)
      .orderBy('bound_at', 'desc')
      .orderBy('invitee_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r) => ({ user_id: Number(r.invitee_id), source: r.source, bound_at: Number(r.bound_at) }));
  },

  async rewardCount(db: DbOrTrx, inviterId: number): Promise<number> {
    const row = await db
      .selectFrom('invite_reward')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('inviter_id', '=', inviterId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async rewards(db: DbOrTrx, inviterId: number, offset: number, limit: number) {
    const rows = await db
      .selectFrom('invite_reward')
      .selectAll()
      .where('inviter_id', '=', inviterId)
      .orderBy('paid_at', 'desc')
      .orderBy('invitee_id', 'desc')
      .orderBy('milestone')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      inviteeId: Number(r.invitee_id),
      milestone: r.milestone,
      coin: r.coin,
      amount: toUnits(r.amount),
      txPublicId: r.tx_public_id,
      paidAt: Number(r.paid_at),
    }));
  },

  /** Earned per coin; summed in code so bigint amounts stay exact on both databases. */
  async earned(db: DbOrTrx, inviterId: number): Promise<Map<string, bigint>> {
    const rows = await db
      .selectFrom('invite_reward')
      .select(['coin', 'amount'])
      .where('inviter_id', '=', inviterId)
      .execute();
    const sums = new Map<string, bigint>();
    for (const r of rows) sums.set(r.coin, (sums.get(r.coin) ?? 0n) + toUnits(r.amount));
    return sums;
  },

  /**
   * Claims a reward row before it is paid (tx id filled by setRewardTx): true when this call inserted
   * it, false when (inviter, invitee, milestone) already had one. ON CONFLICT DO NOTHING waits for a
   * concurrent claimer on PostgreSQL and never aborts the surrounding transaction.
   */
  async claimReward(
    db: DbOrTrx,
    r: { inviterId: number; inviteeId: number; milestone: string; coin: string; amount: bigint; paidAt: number },
  ): Promise<boolean> {
    const result = await db
      .insertInto('invite_reward')
      .values({
        inviter_id: r.inviterId,
        invitee_id: r.inviteeId,
        milestone: r.milestone,
        coin: r.coin,
        amount: r.amount,
        tx_public_id: '',
        paid_at: r.paidAt,
      })
      .onConflict((oc) => oc.columns(['inviter_id', 'invitee_id', 'milestone']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  async setRewardTx(
    db: DbOrTrx,
    key: { inviterId: number; inviteeId: number; milestone: string },
    txPublicId: string,
  ): Promise<void> {
    await db
      .updateTable('invite_reward')
      .set({ tx_public_id: txPublicId })
      .where('inviter_id', '=', key.inviterId)
      .where('invitee_id', '=', key.inviteeId)
      .where('milestone', '=', key.milestone)
      .execute();
  },

  /** My invitees who have no reward row for `milestone` yet (the wagering check). */
  async inviteesWithout(db: DbOrTrx, inviterId: number, milestone: string, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('invite_link as l')
      .leftJoin('invite_reward as r', (join) =>
        join
          .onRef('r.invitee_id', '=', 'l.invitee_id')
          .onRef('r.inviter_id', '=', 'l.inviter_id')
          .on('r.milestone', '=', milestone),
      )
      .select('l.invitee_id')
      .where('l.inviter_id', '=', inviterId)
      .where('r.invitee_id', 'is', null)
      .orderBy('l.bound_at')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.invitee_id));
  },

  /** Players invited per inviter in [start, end) (the weekly rank). */
  async invitedBetween(db: DbOrTrx, start: number, end: number) {
    const rows = await db
      .selectFrom('invite_link')
      .select(['inviter_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('bound_at', '>=', start)
      .where('bound_at', '<', end)
      .groupBy('inviter_id')
      .execute();
    return rows.map((r) => ({ inviterId: Number(r.inviter_id), invited: Number(r.n) }));
  },

  async linksSince(db: DbOrTrx, inviterId: number, since: number) {
    const rows = await db
      .selectFrom('invite_link')
      .select(['pkg', 'campaign', 'bound_at'])
      .where('inviter_id', '=', inviterId)
      .where('bound_at', '>=', since)
      .execute();
    return rows.map((r) => ({ pkg: r.pkg, campaign: r.campaign, boundAt: Number(r.bound_at) }));
  },

  /** My rewards since `since`, with the package and campaign their invitee came with. */
  async rewardsSince(db: DbOrTrx, inviterId: number, since: number) {
    const rows = await db
      .selectFrom('invite_reward as r')
      .innerJoin('invite_link as l', 'l.invitee_id', 'r.invitee_id')
      .select(['r.coin', 'r.amount', 'r.paid_at', 'l.pkg', 'l.campaign'])
      .where('r.inviter_id', '=', inviterId)
      .where('r.paid_at', '>=', since)
      .execute();
    return rows.map((r) => ({
      coin: r.coin,
      amount: toUnits(r.amount),
      paidAt: Number(r.paid_at),
      pkg: r.pkg,
      campaign: r.campaign,
    }));
  },
};
