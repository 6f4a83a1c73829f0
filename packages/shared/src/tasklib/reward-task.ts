const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec section 3: the reward-task object. */
export interface RewardTask {
  /** When the task was taken, unix seconds; 0 or absent: not taken. */
  takeTime?: number | null;
  /** How many days the task runs after it was taken. */
  expired: number;
}

/**
 * Spec section 4.3: "Reward-task remaining days: 0 if past, otherwise rounded up, and -1 if not
 * taken." The task ends `expired` days after `takeTime`; a part day counts as a day.
 */
export function rewardTaskRemainingDays(task: RewardTask, nowMs: number = Date.now()): number {
  const { takeTime, expired } = task;
  if (typeof takeTime !== 'number' || !Number.isFinite(takeTime) || takeTime <= 0) return -1;
  const endMs = takeTime * 1000 + expired * DAY_MS;
  const leftMs = endMs - nowMs;
  return leftMs <= 0 ? 0 : Math.ceil(leftMs / DAY_MS);
}
