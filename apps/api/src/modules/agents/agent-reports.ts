import { BodyCode, formatUnits } from '@app/shared';
import { AGENT_MASTER_CONF } from '@app/shared/agents/agent-master-conf';
import { currentWindow } from '@app/shared/luckybear/rank-period';
import { COINS } from '@app/shared/wallet/coins';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { AgentsPorts, InviteFactPort } from './agents.ports';
import { agentsRepository } from './agents.repository';
import type { ApplicationsService } from './applications.service';
import { DAY_MS, dayOf, dayStart, lastDays } from './utc-days';

const CONF = AGENT_MASTER_CONF;
const fmt = (v: bigint) => formatUnits(v, COINS[CONF.coin].decimals);

/**
 * The agents' reads that aggregate (spec 7.7 and the dark pages): sub-agents and their daily summary,
 * the airdrop rank and the whitelist (docs/decisions.md "Agents" says what those two mean).
 * Volume is what players wagered in the games (the commission's basis), read per player and window.
 */
export class AgentReports {
  constructor(
    private readonly db: Db,
    private readonly ports: AgentsPorts,
    private readonly applications: ApplicationsService,
    private readonly now: () => number,
  ) {}

  private async volume(players: number[], since: number, until: number): Promise<bigint> {
    let sum = 0n;
    for (const id of players) sum += await this.ports.wagered(this.db, id, { coin: CONF.coin, since, until });
    return sum;
  }

  async subAgents(agentId: number, days: number) {
    await this.applications.requireAgent(this.db, agentId);
    const subs = await agentsRepository.subAgents(this.db, agentId);
    const [invitees, names] = await Promise.all([
      this.ports.invites.inviteesOf(
        this.db,
        subs.map((s) => s.userId),
      ),
      this.ports.names(subs.map((s) => s.userId)),
    ]);
    const since = dayStart(lastDays(this.now(), days)[0] ?? '') ?? 0;
    const list = [];
    for (const sub of subs) {
      const players = invitees.filter((i) => i.inviterId === sub.userId).map((i) => i.inviteeId);
      list.push({
        agent_id: sub.userId,
        name: names.get(sub.userId) ?? '',
        since: sub.since,
        players: players.length,
        volume: fmt(await this.volume(players, since, this.now() + 1)),
      });
    }
    return { days, list };
  }

  /** Per UTC day (newest first): players my sub-agents (or one of mine) invited, and their players' volume. */
  async subAgentDaily(agentId: number, days: number, only: number | undefined) {
    await this.applications.requireAgent(this.db, agentId);
    let subs = (await agentsRepository.subAgents(this.db, agentId)).map((s) => s.userId);
    if (only !== undefined) {
      if (!subs.includes(only)) throw new ApiError(BodyCode.AGENT_NOT_YOURS, undefined, { field: 'agent_id' });
      subs = [only];
    }
    const invitees = await this.ports.invites.inviteesOf(this.db, subs);
    // Every player's wagering of the day (a player invited later wagered nothing on it).
    const players = invitees.map((i) => i.inviteeId);
    const list = [];
    for (const day of lastDays(this.now(), days).reverse()) {
      const start = dayStart(day) ?? 0;
      list.push({
        day,
        invited: invitees.filter((i) => dayOf(i.boundAt) === day).length,
        volume: fmt(await this.volume(players, start, start + DAY_MS)),
      });
    }
    return { days, list };
  }

  /** Ranks scores (highest first, ties by the lower id), the top `size` with names, and my place. */
  private async ranked(scores: Map<number, number>, size: number, me: number) {
    const order = [...scores].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const top = order.slice(0, size);
    const names = await this.ports.names(top.map(([id]) => id));
    const mine = order.findIndex(([id]) => id === me);
    return {
      list: top.map(([id, score], i) => ({ rank: i + 1, user_id: id, name: names.get(id) ?? '', score })),
      mine: { rank: mine < 0 ? null : mine + 1, score: scores.get(me) ?? 0 },
    };
  }

  /**
   * The airdrop: this ISO week's campaign window; an agent earns points_own for each qualified invitee
   * (first recharge made) they brought in the window and points_sub for each of their sub-agents'.
   */
  async airdrop(userId: number) {
    const window = currentWindow('weekly', this.now());
    const [agents, qualified] = await Promise.all([
      agentsRepository.allAgents(this.db),
      this.ports.invites.qualified(this.db, { since: window.start, until: window.end }),
    ]);
    const count = new Map<number, number>();
    for (const q of qualified) count.set(q.inviterId, (count.get(q.inviterId) ?? 0) + 1);
    const scores = new Map<number, number>();
    for (const a of agents) {
      const own = (count.get(a.userId) ?? 0) * CONF.airdrop.points_own;
      scores.set(a.userId, (scores.get(a.userId) ?? 0) + own);
      if (a.parentId !== null)
        scores.set(a.parentId, (scores.get(a.parentId) ?? 0) + (count.get(a.userId) ?? 0) * CONF.airdrop.points_sub);
    }
    const ranked = await this.ranked(scores, CONF.airdrop.rank_size, userId);
    return {
      week: window.key,
      start: window.start,
      end: window.end,
      points_own: CONF.airdrop.points_own,
      points_sub: CONF.airdrop.points_sub,
      list: ranked.list,
      mine: { ...ranked.mine, is_agent: agents.some((a) => a.userId === userId) },
    };
  }

  /** The whitelist: every player ranked by qualified invites of all time; the top `size` are on it. */
  async whitelist(userId: number) {
    const qualified: InviteFactPort[] = await this.ports.invites.qualified(this.db);
    const scores = new Map<number, number>();
    for (const q of qualified) scores.set(q.inviterId, (scores.get(q.inviterId) ?? 0) + 1);
    const ranked = await this.ranked(scores, CONF.whitelist.size, userId);
    const rank = ranked.mine.rank;
    return {
      size: CONF.whitelist.size,
      list: ranked.list,
      mine: { ...ranked.mine, on_list: rank !== null && rank <= CONF.whitelist.size },
    };
  }
}
