import { BodyCode } from '@app/shared';
import type { AgentChannel } from '@app/shared/agents/agent-master-conf';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import type { AgentsPorts } from './agents.ports';
import { type ApplicationRow, agentsRepository } from './agents.repository';

export interface ApplyInput {
  name: string;
  channel: AgentChannel;
  expected_players: number;
  note: string;
}

const view = (r: ApplicationRow) => ({
  id: Number(r.id),
  status: r.status,
  name: r.name,
  channel: r.channel as AgentChannel,
  expected_players: Number(r.expected_players),
  reason: r.reason,
  created_at: Number(r.created_at),
  decided_at: r.decided_at === null ? null : Number(r.decided_at),
});

/**
 * Applications to the agents programme (issue 16 item 4): a player applies (one open application),
 * the application waits in the console's approvals queue (kind `agents.apply`), approving makes the
 * player an agent whose parent is their inviter when that inviter is an agent (sub-agents).
 */
export class ApplicationsService {
  constructor(
    private readonly db: Db,
    private readonly ports: AgentsPorts,
    private readonly now: () => number,
    /** After an approval, in its transaction: the daily commission job of today is scheduled (commission-job.ts). */
    private readonly onApproved: (trx: DbOrTrx, at: number) => Promise<void> = async () => {},
  ) {}

  async apply(userId: number, input: ApplyInput) {
    try {
      return await writeTransaction(this.db, async (trx) => {
        if (await agentsRepository.agent(trx, userId)) throw new ApiError(BodyCode.AGENT_ALREADY);
        const id = await agentsRepository.insertApplication(trx, {
          userId,
          name: input.name,
          channel: input.channel,
          expectedPlayers: input.expected_players,
          note: input.note,
          at: this.now(),
        });
        await this.ports.review(trx, userId, {
          application_id: id,
          summary: `Agent application of player ${userId}: ${input.name} (${input.channel}, ~${input.expected_players} players)`,
        });
        const row = await agentsRepository.application(trx, id);
        if (!row) throw new Error(`application ${id} vanished`);
        return view(row);
      });
    } catch (error) {
      // The partial unique index: an application of this player is already pending (also under a race).
      if (isUniqueViolation(error)) throw new ApiError(BodyCode.AGENT_APPLICATION_OPEN);
      throw error;
    }
  }

  async status(userId: number) {
    const [application, agent] = await Promise.all([
      agentsRepository.latestApplication(this.db, userId),
      agentsRepository.agent(this.db, userId),
    ]);
    return {
      application: application ? view(application) : null,
      agent: agent
        ? {
            since: agent.approvedAt,
            parent_id: agent.parentId,
            sub_agents: (await agentsRepository.subAgents(this.db, userId)).length,
          }
        : null,
    };
  }

  /** The approvals queue approved: the player becomes an agent, in the decision's transaction. */
  async approve(trx: DbOrTrx, applicationId: number, at: number) {
    const row = await agentsRepository.application(trx, applicationId);
    if (!row) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such application', { field: 'id' });
    if (!(await agentsRepository.decide(trx, applicationId, 'approved', '', at)))
      throw new ApiError(BodyCode.CONFLICT, 'This application was already decided');
    const userId = Number(row.user_id);
    // A sub-agent: the player came through an agent (their inviter is an agent).
    const inviter = await this.ports.invites.inviterOf(trx, userId);
    const parentId = inviter !== undefined && (await agentsRepository.agent(trx, inviter)) ? inviter : null;
    await agentsRepository.insertAgent(trx, { userId, parentId, applicationId, at });
    await this.onApproved(trx, this.now());
    return { agent_id: userId, parent_id: parentId };
  }

  async reject(trx: DbOrTrx, applicationId: number, reason: string, at: number): Promise<void> {
    if (!(await agentsRepository.decide(trx, applicationId, 'rejected', reason, at)))
      throw new ApiError(BodyCode.CONFLICT, 'This application was already decided');
  }

  /** Agents-only calls: the agent's record, or AGENT_REQUIRED. */
  async requireAgent(db: DbOrTrx, userId: number) {
    const agent = await agentsRepository.agent(db, userId);
    if (!agent) throw new ApiError(BodyCode.AGENT_REQUIRED);
    return agent;
  }
}
