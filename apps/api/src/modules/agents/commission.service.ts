import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { AGENT_MASTER_CONF } from '@app/shared/agents/agent-master-conf';
import { COINS } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { AgentsPorts } from './agents.ports';
import { agentsRepository } from './agents.repository';
import { commissionRepository, type StatementLine } from './commission.repository';
import { DAY_MS, dayOf, dayStart } from './utc-days';

const CONF = AGENT_MASTER_CONF;
const rateOf = (level: 1 | 2) => BigInt(CONF.levels.find((l) => l.level === level)?.rate_bp ?? 0);
const MIN_PAYOUT = parseUnits(CONF.min_payout, COINS[CONF.coin].decimals);

/**
 * The agents' daily commission (issue 16 item 4; docs/decisions.md "Agents"): for one finished UTC
 * day, each agent earns level-1 rate x what their own invitees wagered in the games plus level-2 rate
 * x what their sub-agents' invitees wagered, in WH, paid from the ledger's rewards account.
 *
 * Exactly once per agent and day: each agent is settled in a transaction of its own that first claims
 * the statement line (primary key agent + day, INSERT ... ON CONFLICT DO NOTHING) and then pays, so a
 * second run (or a concurrent one) of the day pays nobody again, and a run that dies midway has
 * committed whole agents only: the next run pays the rest and nobody twice.
 */
export class CommissionService {
  constructor(
    private readonly db: Db,
    private readonly ports: AgentsPorts,
    private readonly now: () => number,
  ) {}

  /** The previous UTC day: what the daily job settles when it runs after midnight. */
  previousDay(): string {
    return dayOf(this.now() - DAY_MS);
  }

  async settleDay(day: string): Promise<{ day: string; agents: number; paid: number; total: string }> {
    const start = dayStart(day);
    if (start === undefined) throw new ApiError(BodyCode.INVALID_PARAMS, 'Not a day (YYYY-MM-DD)', { field: 'day' });
    // Only a finished day: its wagering can no longer change, so every run computes the same lines.
    if (start + DAY_MS > this.now())
      throw new ApiError(BodyCode.INVALID_PARAMS, 'The day is not over yet', { field: 'day' });
    const window = { coin: CONF.coin, since: start, until: start + DAY_MS };
    const agents = await agentsRepository.allAgents(this.db);
    let paid = 0;
    let total = 0n;
    for (const agent of agents) {
      if (await commissionRepository.has(this.db, agent.userId, day)) continue;
      const line = await this.lineOf(agent.userId, day, window);
      if (line.level1Volume === 0n && line.level2Volume === 0n) continue;
      const amount = await writeTransaction(this.db, async (trx) => {
        if (!(await commissionRepository.claim(trx, line, this.now()))) return 0n;
        if (line.status !== 'paid') return 0n;
        const txId = await this.ports.payCommission(trx, {
          userId: agent.userId,
          coin: CONF.coin,
          amount: line.amount,
          reference: `agent_commission:${agent.userId}:${day}`,
        });
        await commissionRepository.setTx(trx, agent.userId, day, txId);
        return line.amount;
      });
      if (amount > 0n) {
        paid++;
        total += amount;
      }
    }
    return { day, agents: agents.length, paid, total: formatUnits(total, COINS[CONF.coin].decimals) };
  }

  private async lineOf(
    agentId: number,
    day: string,
    window: { coin: string; since: number; until: number },
  ): Promise<StatementLine> {
    const subs = await agentsRepository.subAgents(this.db, agentId);
    const [own, subPlayers] = await Promise.all([
      this.ports.invites.inviteesOf(this.db, [agentId]),
      this.ports.invites.inviteesOf(
        this.db,
        subs.map((s) => s.userId),
      ),
    ]);
    let players = 0;
    const volumeOf = async (inviteeIds: number[]) => {
      let sum = 0n;
      for (const id of inviteeIds) {
        const wagered = await this.ports.wagered(this.db, id, window);
        if (wagered > 0n) players++;
        sum += wagered;
      }
      return sum;
    };
    const level1Volume = await volumeOf(own.map((i) => i.inviteeId));
    const level2Volume = await volumeOf(subPlayers.map((i) => i.inviteeId));
    const amount = (level1Volume * rateOf(1) + level2Volume * rateOf(2)) / 10_000n;
    return {
      agentId,
      day,
      coin: CONF.coin,
      level1Volume,
      level2Volume,
      players,
      amount,
      status: amount >= MIN_PAYOUT ? 'paid' : 'below_minimum',
    };
  }

  /** My statement (an agent reads only their own: asking for another agent's is refused). */
  async statement(userId: number, agentId: number | undefined, days: number) {
    if (agentId !== undefined && agentId !== userId) throw new ApiError(BodyCode.AGENT_NOT_YOURS);
    await agentsRepository.agent(this.db, userId).then((a) => {
      if (!a) throw new ApiError(BodyCode.AGENT_REQUIRED);
    });
    const decimals = COINS[CONF.coin].decimals;
    const lines = await commissionRepository.statement(this.db, userId, dayOf(this.now() - (days - 1) * DAY_MS));
    const fmt = (v: bigint) => formatUnits(v, decimals);
    return {
      coin: CONF.coin,
      total_paid: fmt(lines.filter((l) => l.status === 'paid').reduce((s, l) => s + l.amount, 0n)),
      list: lines.map((l) => ({
        day: l.day,
        level1_volume: fmt(l.level1Volume),
        level2_volume: fmt(l.level2Volume),
        players: l.players,
        commission: fmt(l.amount),
        status: l.status,
        tx_id: l.txPublicId,
      })),
    };
  }
}
