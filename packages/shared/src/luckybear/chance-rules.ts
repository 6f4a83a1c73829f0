import type { DrawGame } from './draw-games';

/**
 * How players earn draw chances (issue 13; the spec names the calls, not the rules: docs/decisions.md
 * "Issue 13, lucky spin and free lottery"). Data, not code: change the numbers here.
 *
 * - `daily`: chances granted once per UTC day, on the player's first look or draw of the day.
 * - `wager`: one chance per `per` whole coins of `coin` wagered in the games that UTC day, at most
 *   `maxPerDay` a day (null: none).
 * - Newbie tasks grant more (`newbie-tasks.ts`), and other modules may grant through the module's face.
 *
 * Chances do not expire: granted minus used is what is left.
 */
export interface ChanceRules {
  daily: number;
  wager: { coin: string; per: number; maxPerDay: number } | null;
}

export const CHANCE_RULES: Readonly<Record<DrawGame, ChanceRules>> = {
  lucky_spin: { daily: 1, wager: { coin: 'WH', per: 100, maxPerDay: 10 } },
  free_lottery: { daily: 1, wager: null },
};
