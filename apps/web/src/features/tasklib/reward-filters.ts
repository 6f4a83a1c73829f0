/** The status tabs of /reward/list: all, or one status of my taken tasks (product_complete_list's filter). */
export const REWARD_FILTERS = ['all', 'in_progress', 'pending', 'completed', 'rejected', 'reversed'] as const;
export type RewardFilter = (typeof REWARD_FILTERS)[number];

/** A status from the address (?status=), else all. A plain module: the server page reads it too. */
export function rewardFilterOf(raw: string | undefined): RewardFilter {
  return (REWARD_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as RewardFilter) : 'all';
}
