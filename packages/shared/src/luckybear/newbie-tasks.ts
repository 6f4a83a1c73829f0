import type { DrawGame } from './draw-games';

/**
 * The newbie tasks of the casino brand (issue 13, spec 7.7 newbie_task_status / newbie_task_visible).
 * Data, not code: the list, the targets and the rewards are the product's (docs/decisions.md). Each
 * task's reward is draw chances, granted once when the task is complete.
 *
 * Kinds (what progress counts):
 * - bind_phone: a phone number bound to the account (target 1);
 * - play_game: a first round played in the games, any coin (target 1; rolled-back rounds left out);
 * - wager: whole coins of `coin` wagered in the games;
 * - vip_level: the VIP level reached;
 * - lucky_spin: lucky spins drawn.
 */
export const NEWBIE_TASK_KINDS = ['bind_phone', 'play_game', 'wager', 'vip_level', 'lucky_spin'] as const;
export type NewbieTaskKind = (typeof NEWBIE_TASK_KINDS)[number];

export interface NewbieTask {
  id: string;
  kind: NewbieTaskKind;
  target: number;
  /** wager only: the coin counted. */
  coin?: string;
  reward: { game: DrawGame; chances: number };
}

export const NEWBIE_TASK_DATA = {
  /** The newbie window: the tasks show and grant for this many days after sign-up. */
  windowDays: 7,
  tasks: [
    { id: 'bind-phone', kind: 'bind_phone', target: 1, reward: { game: 'lucky_spin', chances: 1 } },
    { id: 'first-game', kind: 'play_game', target: 1, reward: { game: 'lucky_spin', chances: 1 } },
    { id: 'first-spin', kind: 'lucky_spin', target: 1, reward: { game: 'free_lottery', chances: 1 } },
    { id: 'wager-500', kind: 'wager', coin: 'WH', target: 500, reward: { game: 'lucky_spin', chances: 2 } },
    { id: 'vip-1', kind: 'vip_level', target: 1, reward: { game: 'free_lottery', chances: 2 } },
  ] satisfies NewbieTask[],
} as const;

export const NEWBIE_TASKS: readonly NewbieTask[] = NEWBIE_TASK_DATA.tasks;
export const NEWBIE_WINDOW_MS = NEWBIE_TASK_DATA.windowDays * 24 * 60 * 60 * 1000;
