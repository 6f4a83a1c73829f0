import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/** An application to the agents programme; at most one `pending` per player (a partial unique index). */
export interface AgentApplicationTable {
  id: Generated<number>;
  user_id: number;
  status: 'pending' | 'approved' | 'rejected';
  name: string;
  channel: string;
  expected_players: number;
  note: string;
  /** The operator's reason of the decision ('' while pending). */
  reason: string;
  created_at: Ms;
  decided_at: Ms | null;
}

/** An approved agent: one row per player; `parent_id` the agent who invited them (sub-agents). */
export interface AgentTable {
  user_id: number;
  parent_id: number | null;
  application_id: number;
  approved_at: Ms;
}

/** An agent's invite link for one campaign and package; the slug is what /r/<slug> carries. */
export interface AgentLinkTable {
  id: Generated<number>;
  agent_id: number;
  slug: string;
  campaign: string;
  pkg: string;
  note: string;
  clicks: number;
  created_at: Ms;
}

/** A statement line: one agent's commission of one UTC day; the primary key makes each pay once. */
export interface AgentCommissionTable {
  agent_id: number;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  coin: string;
  level1_volume: Money;
  level2_volume: Money;
  players: number;
  amount: Money;
  status: 'paid' | 'below_minimum';
  tx_public_id: string;
  created_at: Ms;
}

export interface AgentsTables {
  agent_application: AgentApplicationTable;
  agent: AgentTable;
  agent_link: AgentLinkTable;
  agent_commission: AgentCommissionTable;
}
