/**
 * The badge catalogue (issue 18 item 5, /honor/*): each badge counts one kind of real event the product
 * already records, and is earned tier by tier as the count reaches each goal. The rules' words are the
 * web's (messages honor.json `badge.<id>`); the API counts (modules/honor/honor-rules.ts).
 */
export const HONOR_BADGES = [
  /** Recharges paid through the payment provider. */
  { id: 'recharger', goals: [1, 5, 20] },
  /** Game rounds played to the end (casino and house games). */
  { id: 'player', goals: [1, 50, 500] },
  /** Rounds that paid back more than their bet. */
  { id: 'winner', goals: [1, 10, 100] },
  /** Pets owned now (drawn, rolled or bought). */
  { id: 'pet_keeper', goals: [1, 3, 10] },
  /** Friends who joined with the player's invite. */
  { id: 'inviter', goals: [1, 5, 25] },
  /** Pets sold on the market. */
  { id: 'merchant', goals: [1, 10] },
  /** A creator profile made. */
  { id: 'creator', goals: [1] },
  /** Follow-task rewards received. */
  { id: 'follower', goals: [1, 5, 20] },
  /** KTHER locks made (staking). */
  { id: 'staker', goals: [1, 5] },
  /** Dividends received from the pool. */
  { id: 'shareholder', goals: [1, 10] },
] as const satisfies readonly { id: string; goals: readonly number[] }[];

export type HonorBadgeId = (typeof HONOR_BADGES)[number]['id'];
export const HONOR_BADGE_IDS = HONOR_BADGES.map((b) => b.id) as HonorBadgeId[];

/** The badge of `id`, undefined when no badge has it (ids come from URLs). */
export function honorBadge(id: string): (typeof HONOR_BADGES)[number] | undefined {
  return HONOR_BADGES.find((b) => b.id === id);
}

/** Tiers earned by a count: how many goals it reached (0: none yet). */
export function tierOf(goals: readonly number[], count: number): number {
  return goals.filter((goal) => count >= goal).length;
}

/** The next goal after a count, null once every tier is earned. */
export function nextGoal(goals: readonly number[], count: number): number | null {
  return goals.find((goal) => count < goal) ?? null;
}
