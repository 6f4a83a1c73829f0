/**
 * Tells the page around the game's frame that a round ended (docs/games.md, "Messages from the game
 * frame"), so it refreshes the balance and the history. Sent to the parent only when there is one and
 * only to this site's own origin: the house games are served from the same site as the lobby.
 */
export interface RoundEndedMessage {
  type: 'round-ended';
  gameId: string;
  roundId: string;
}

export function postRoundEnded(gameId: string, roundId: string): void {
  if (typeof window === 'undefined' || window.parent === window) return;
  const message: RoundEndedMessage = { type: 'round-ended', gameId, roundId };
  window.parent.postMessage(message, window.location.origin);
}
