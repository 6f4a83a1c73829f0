import { ROUND_ENDED, type RoundEndedMessage } from '@app/shared/games/frame-messages';

/** The part of the browser window the message needs (the game's own window in the page). */
export interface FrameWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  location: { origin: string };
}

/**
 * Tells the page around the game's frame that a round ended, so it refreshes the balance and the
 * history. Sent to the parent only when there is one and only to this site's own origin: the house
 * games are served from the same site as the lobby.
 */
export function postRoundEnded(
  gameId: string,
  roundId: string,
  win: FrameWindow | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  // A top-level window is its own parent: no frame, nobody to tell.
  if (!win || (win.parent as unknown) === win) return;
  const message: RoundEndedMessage = { type: ROUND_ENDED, gameId, roundId };
  win.parent.postMessage(message, win.location.origin);
}
