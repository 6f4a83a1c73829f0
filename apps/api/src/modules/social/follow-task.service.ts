import { BodyCode, formatUnits } from '@app/shared';
import { FOLLOW_TASK_MAX_FOLLOWERS } from '@app/shared/social/follow-task-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Jobs } from '../../jobs';
import { ApiError, invalidField } from '../../lib/api-error';
import { profileLinks } from '../profiles';
import type { PayoutHolds } from '../wallet';
import type { ConnectionService } from './connection.service';
import { type FollowTaskRow, followTaskRepository as tasks } from './follow-task.repository';

export const CLOSE_JOB = 'social.close-follow-task';
const DAY = 24 * 60 * 60 * 1000;
/** A task runs this long; the close job then returns what was not paid. */
const TASK_LIFETIME_MS = 30 * DAY;
/** The wallet's own hold expiry is a backstop a day after the task's. */
const HOLD_GRACE_MS = DAY;
const LIST_LIMIT = 50;
const ZCloseJob = z.object({ taskId: z.number().int().positive() });

/** What follow tasks need of other modules (wired in compose.ts). */
export interface FollowTaskPorts extends PayoutHolds {
  /** Parses a decimal amount of the coin to base units; `field` names it in the error (not above 0, not a number). */
  amountOf(value: string, coin: CoinName, field: string): bigint;
  /**
   * Players' display names by user id: a creator without a profile, and the followers paid. A creator
   * with a profile is named by it (profileLinks, read here).
   */
  creatorNames(userIds: number[]): Promise<Map<number, string>>;
}

export interface CreateTaskInput {
  media_type: string;
  handle: string;
  coin: string;
  reward: string;
  budget: string;
}

type TaskState = 'open' | 'exhausted' | 'closed';

/**
 * Follow tasks (issue 18 item 2). The budget is split into rewards, each its own ledger hold on the
 * creator's balance; a claim asks the network whether the player follows the account (never the client),
 * then takes the next reward under a guarded counter and moves its hold to the player, once per player
 * (social README).
 */
export class FollowTaskService {
  constructor(
    private readonly db: Db,
    private readonly ports: FollowTaskPorts,
    private readonly connections: ConnectionService,
    private readonly jobs: Jobs,
    private readonly now: () => number,
  ) {}

  /** The close job (at a task's expiry) returns what was not paid; idempotent like every close. */
  registerJobs(): void {
    const close = async (job: { payload: { taskId: number } }) => void (await this.release(job.payload.taskId));
    this.jobs.register(CLOSE_JOB, close, { payload: ZCloseJob, timeoutMs: 60_000, maxAttempts: 20 });
  }

  async create(creatorId: number, input: CreateTaskInput) {
    const network = this.connections.networks.get(input.media_type);
    if (!(input.coin in COINS)) throw invalidField('coin', 'is not a coin of this wallet');
    const coin = input.coin as CoinName;
    const reward = this.ports.amountOf(input.reward, coin, 'reward');
    const budget = this.ports.amountOf(input.budget, coin, 'budget');
    if (budget % reward !== 0n) throw invalidField('budget', 'must be a whole number of rewards');
    const count = budget / reward;
    if (count > BigInt(FOLLOW_TASK_MAX_FOLLOWERS)) {
      throw invalidField('budget', `must pay at most ${FOLLOW_TASK_MAX_FOLLOWERS} rewards`);
    }
    const now = this.now();
    const expiresAt = now + TASK_LIFETIME_MS;
    const task = await writeTransaction(this.db, async (trx) => {
      const id = await tasks.insert(trx, {
        creatorId,
        mediaType: network.mediaType,
        handle: input.handle.toLowerCase(),
        coin,
        reward,
        slotCount: Number(count),
        expiresAt,
        createdAt: now,
      });
      for (let idx = 0; idx < Number(count); idx++) {
        // One hold per reward: the wallet's holds settle whole, so each reward settles its own.
        const holdId = await this.ports.hold(trx, {
          userId: creatorId,
          coin,
          amount: reward,
          reference: `follow_task:${id}:${idx}`,
          ttlMs: expiresAt - now + HOLD_GRACE_MS,
        });
        await tasks.insertSlot(trx, id, idx, holdId);
      }
      await this.jobs.enqueue(trx, {
        kind: CLOSE_JOB,
        payload: { taskId: id },
        runAt: expiresAt,
        key: `${CLOSE_JOB}:${id}`,
      });
      return (await tasks.byId(trx, id)) as FollowTaskRow;
    });
    return this.view(task, creatorId);
  }

  /** The creator's tasks, newest first, with who was paid. */
  async mine(creatorId: number) {
    const list = await tasks.byCreator(this.db, creatorId, LIST_LIMIT);
    const paid = await tasks.paidSlots(
      this.db,
      list.map((t) => t.id),
    );
    const names = await this.ports.creatorNames([...new Set(paid.map((p) => p.claimerId))]);
    const views = await this.views(list, creatorId);
    return {
      list: views.map((view) => ({
        ...view,
        completions: paid
          .filter((p) => p.taskId === view.task_id)
          .map((p) => ({ user_id: p.claimerId, name: names.get(p.claimerId) ?? '', paid_at: p.claimedAt })),
      })),
    };
  }

  /** get_follow_list: open tasks of other creators, and those that paid this player. */
  async forPlayer(userId: number, mediaType: string | undefined) {
    const open = (await tasks.open(this.db, this.now(), mediaType, LIST_LIMIT)).filter((t) => t.creatorId !== userId);
    return { list: await this.views(open, userId) };
  }

  /** The creator closes the task: the unpaid rewards' holds go back. */
  async close(creatorId: number, taskId: number) {
    const task = await this.task(taskId);
    if (task.creatorId !== creatorId) throw new ApiError(BodyCode.FOLLOW_TASK_NOT_YOURS);
    await this.release(taskId);
    return this.view(await this.task(taskId), creatorId);
  }

  /**
   * check_follow_status: asks the network whether the player follows the task's account; with `claim`,
   * pays the reward once when they do. The network is asked before, never inside, the transaction.
   */
  async check(userId: number, taskId: number, claim: boolean) {
    const task = await this.task(taskId);
    const paidBefore = (await tasks.paidTo(this.db, userId, [task.id])).has(task.id);
    if (claim) {
      if (task.creatorId === userId) throw new ApiError(BodyCode.FOLLOW_TASK_OWN);
      if (paidBefore) throw new ApiError(BodyCode.FOLLOW_REWARD_CLAIMED);
      if (this.state(task) !== 'open') throw new ApiError(BodyCode.FOLLOW_TASK_CLOSED);
    }
    const followed = await this.connections.follows(userId, task.mediaType, task.handle);
    const answer = { task_id: task.id, followed, coin: task.coin, paid: paidBefore ? this.format(task) : null };
    if (!claim) return answer;
    if (!followed) throw new ApiError(BodyCode.FOLLOW_NOT_FOUND);
    await this.pay(task, userId);
    return { ...answer, paid: this.format(task) };
  }

  /** Closes the task once and voids the unpaid rewards' holds (the close job, the creator, the last reward). */
  async release(taskId: number): Promise<number> {
    return writeTransaction(this.db, (trx) => this.releaseIn(trx, taskId));
  }

  private async releaseIn(trx: DbOrTrx, taskId: number): Promise<number> {
    if (!(await tasks.close(trx, taskId, this.now()))) return 0;
    let voided = 0;
    for (const holdId of await tasks.unpaidHolds(trx, taskId)) {
      if (await this.ports.voidHold(trx, holdId)) voided++;
    }
    return voided;
  }

  private async pay(task: FollowTaskRow, userId: number): Promise<void> {
    const now = this.now();
    try {
      await writeTransaction(this.db, async (trx) => {
        const idx = await tasks.takeSlot(trx, task.id, now);
        if (idx === undefined) throw new ApiError(BodyCode.FOLLOW_TASK_CLOSED);
        const holdId = await tasks.giveSlot(trx, task.id, idx, userId, now);
        // The wallet's backstop expiry voided it: the task is over for everyone.
        if (!(await this.ports.transferHold(trx, holdId, userId))) throw new ApiError(BodyCode.FOLLOW_TASK_CLOSED);
        // The last reward: the task closes now (nothing is left to release).
        if (idx === task.slotCount - 1) await this.releaseIn(trx, task.id);
      });
    } catch (error) {
      // The same player claiming twice at once: the second lost on follow_slot_once.
      if (isUniqueViolation(error)) throw new ApiError(BodyCode.FOLLOW_REWARD_CLAIMED);
      throw error;
    }
  }

  private async task(taskId: number): Promise<FollowTaskRow> {
    const task = await tasks.byId(this.db, taskId);
    if (!task) throw new ApiError(BodyCode.FOLLOW_TASK_NOT_FOUND);
    return task;
  }

  private async view(task: FollowTaskRow, viewerId: number) {
    const [view] = await this.views([task], viewerId);
    if (!view) throw new Error(`no view of follow task ${task.id}`);
    return view;
  }

  private async views(list: FollowTaskRow[], viewerId: number) {
    const creatorIds = [...new Set(list.map((t) => t.creatorId))];
    // A creator with a profile is shown by it (its name, and the web links /profile/<xid>); a creator
    // without one by their player name, as before (docs/decisions.md).
    const [names, profiles] = await Promise.all([
      this.ports.creatorNames(creatorIds),
      profileLinks.currentOf(this.db, creatorIds),
    ]);
    const paid = await tasks.paidTo(
      this.db,
      viewerId,
      list.map((t) => t.id),
    );
    return list.map((t) => {
      // A network taken out of SOCIAL_NETWORKS still shows its old tasks (they cannot be claimed).
      const network = this.connections.networks.has(t.mediaType)
        ? this.connections.networks.get(t.mediaType)
        : undefined;
      return {
        task_id: t.id,
        creator_id: t.creatorId,
        creator_name: profiles.get(t.creatorId)?.username ?? names.get(t.creatorId) ?? '',
        creator_xid: profiles.get(t.creatorId)?.xid ?? null,
        media_type: t.mediaType,
        network_name: network?.name ?? t.mediaType,
        handle: t.handle,
        follow_url: network?.followUrl(t.handle) ?? '',
        coin: t.coin,
        reward: this.format(t),
        budget: formatUnits(t.reward * BigInt(t.slotCount), this.decimals(t)),
        followers_wanted: t.slotCount,
        followers_paid: t.paidCount,
        state: this.state(t),
        created_at: t.createdAt,
        paid: paid.has(t.id) ? this.format(t) : null,
      };
    });
  }

  private state(t: FollowTaskRow): TaskState {
    if (t.paidCount >= t.slotCount) return 'exhausted';
    if (t.closedAt !== null || t.expiresAt <= this.now()) return 'closed';
    return 'open';
  }

  private decimals(t: FollowTaskRow): number {
    return COINS[t.coin as CoinName].decimals;
  }

  private format(t: FollowTaskRow): string {
    return formatUnits(t.reward, this.decimals(t));
  }
}
