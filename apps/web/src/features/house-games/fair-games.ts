import { HOUSE_GAME_IDS, type HouseGameId } from './outcomes';

/**
 * What the fairness page verifies: the house games' rounds and the casino brand's draws (issue 13:
 * the lucky spin and the free lottery; issue 16: lucky codes' openings; issue 17: NFT rolls, whose first
 * float picks the prize row the same way; named by their fair scopes),
 * each replayed with the server's code.
 */
export const DRAW_SCOPES = ['lucky-spin', 'free-lottery', 'lucky-code', 'pet-roll'] as const;
export type DrawScope = (typeof DRAW_SCOPES)[number];
export type FairGameId = HouseGameId | DrawScope;

export const FAIR_GAME_IDS: readonly FairGameId[] = [...HOUSE_GAME_IDS, ...DRAW_SCOPES];

export function isDrawScope(id: string): id is DrawScope {
  return (DRAW_SCOPES as readonly string[]).includes(id);
}

export function isFairGameId(id: string): id is FairGameId {
  return (FAIR_GAME_IDS as readonly string[]).includes(id);
}

/** A draw's weights as typed ("50, 30, 20"): positive whole numbers in wheel order, or a reason they are not. */
export function parseWeights(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
  return parts.length > 0 && parts.every((w) => Number.isSafeInteger(w) && w > 0) ? parts : null;
}
