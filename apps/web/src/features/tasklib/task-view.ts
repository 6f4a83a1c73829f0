import { type RewardTask, rewardTaskRemainingDays } from '@app/shared/tasklib/reward-task';

/** The badge tone of a task state (TaskItem.state) on a task row. */
export function stateTone(state: string): 'neutral' | 'primary' | 'success' | 'warning' | 'danger' {
  switch (state) {
    case 'completed':
    case 'credited':
      return 'success';
    case 'in_progress':
      return 'primary';
    case 'pending':
    case 'flagged':
      return 'warning';
    case 'rejected':
    case 'reversed':
      return 'danger';
    default:
      return 'neutral';
  }
}

/**
 * What a reward-task's time says (spec 4.3: remaining days are 0 if past, otherwise rounded up, and -1
 * if not taken): nothing for a task without a time limit (expired 0) or not taken; else the days left,
 * or that the time is up.
 */
export type TimeLeft = { kind: 'none' } | { kind: 'days'; days: number } | { kind: 'ended' };

export function timeLeftOf(task: RewardTask, nowMs: number = Date.now()): TimeLeft {
  if (!task.expired || task.expired <= 0) return { kind: 'none' };
  const days = rewardTaskRemainingDays(task, nowMs);
  if (days < 0) return { kind: 'none' };
  return days === 0 ? { kind: 'ended' } : { kind: 'days', days };
}

/** A task can be taken (again) when it is new or the player's earlier attempt was not completed. */
export function canTake(state: string): boolean {
  return state === 'new' || state === 'in_progress';
}
