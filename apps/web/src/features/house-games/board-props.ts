import type { SoundName } from './sound';

/**
 * What the game screen gives every board. A round goes: the player taps play (`waiting`: the board
 * may start an open-ended motion), the server answers (`outcome`: the board animates to it), the board
 * calls `onSettled` when the player can see the result. With `reducedMotion` it settles at once.
 */
export interface BoardProps<Params, Outcome> {
  params: Params;
  onParams: (params: Params) => void;
  waiting: boolean;
  /** The round to show; a new object starts a new animation. */
  outcome: Outcome | null;
  /** Controls are locked from the tap until the board has settled. */
  locked: boolean;
  reducedMotion: boolean;
  sound: (name: SoundName) => void;
  onSettled: () => void;
}
