/**
 * The guide's swipe, as pure rules (the hook use-swipe.ts feeds them pointer positions): a drag
 * follows the finger, with resistance past the first and last step, and settles on the next or the
 * previous step when it went far enough or was flicked.
 */

/** A drag this far (share of the width) turns the step whatever its speed. */
export const SWIPE_SHARE = 0.2;
/** A flick: at least this fast (px/ms) and this long (px). */
export const FLICK_SPEED = 0.35;
export const FLICK_MIN_PX = 24;
/** Movement under this (px) is a tap, not yet a drag in either direction. */
export const DRAG_SLOP_PX = 8;

export function clampStep(index: number, count: number): number {
  return Math.min(Math.max(index, 0), count - 1);
}

/** Whether a touch that moved (dx, dy) is a sideways drag (the guide's) rather than a scroll. */
export function isSidewaysDrag(dx: number, dy: number): boolean {
  return Math.abs(dx) > DRAG_SLOP_PX && Math.abs(dx) > Math.abs(dy);
}

/** How far the steps follow a finger that moved dx: a third of it where there is no step to go to. */
export function dragOffset(index: number, count: number, dx: number): number {
  const pastEdge = (index === 0 && dx > 0) || (index === count - 1 && dx < 0);
  return pastEdge ? dx / 3 : dx;
}

/** The step a drag of dx px over ms milliseconds settles on, on a track `width` px wide. */
export function settleStep(input: { index: number; count: number; dx: number; ms: number; width: number }): number {
  const { index, count, dx, ms, width } = input;
  const distance = Math.abs(dx);
  const far = width > 0 && distance >= width * SWIPE_SHARE;
  const flick = distance >= FLICK_MIN_PX && distance / Math.max(ms, 1) >= FLICK_SPEED;
  if (!far && !flick) return index;
  return clampStep(index + (dx < 0 ? 1 : -1), count);
}
