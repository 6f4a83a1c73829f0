import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { AgentLinkTable } from './agents.tables';

/** The agent_link table. */
export const agentLinksRepository = {
  /** Inserts a link; the same (agent, campaign, package) or slug twice is a unique violation. */
  async insert(
    db: DbOrTrx,
    l: { agentId: number; slug: string; campaign: string; pkg: string; note: string; at: number },
  ): Promise<number> {
    const row = await db
      .insertInto('agent_link')
      .values({
        agent_id: l.agentId,
        slug: l.slug,
        campaign: l.campaign,
        pkg: l.pkg,
        note: l.note,
        clicks: 0,
        created_at: l.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async bySlug(db: DbOrTrx, slug: string) {
    const row = await db.selectFrom('agent_link').selectAll().where('slug', '=', slug).executeTakeFirst();
    return row ? toLink(row) : undefined;
  },

  async ofAgent(db: DbOrTrx, agentId: number) {
    const rows = await db
      .selectFrom('agent_link')
      .selectAll()
      .where('agent_id', '=', agentId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toLink);
  },

  /** One more opening of the link (a single atomic update); false when no link has the slug. */
  async click(db: DbOrTrx, slug: string): Promise<boolean> {
    const result = await db
      .updateTable('agent_link')
      .set((eb) => ({ clicks: eb('clicks', '+', 1) }))
      .where('slug', '=', slug)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};

function toLink(r: Selectable<AgentLinkTable>) {
  return {
    id: Number(r.id),
    agentId: Number(r.agent_id),
    slug: r.slug,
    campaign: r.campaign,
    pkg: r.pkg,
    note: r.note,
    clicks: Number(r.clicks),
    createdAt: Number(r.created_at),
  };
}

export type AgentLink = ReturnType<typeof toLink>;
