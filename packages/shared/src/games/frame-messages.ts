/**
 * What a game's page (the house client, or a third-party provider's) posts to the game page around its
 * frame when a round has ended and money moved (docs/games.md, "Messages from the game frame"). Only
 * `type` is read; the game page then refetches the balance and the history, never trusting amounts.
 */
export const ROUND_ENDED = 'round-ended';

export interface RoundEndedMessage {
  type: typeof ROUND_ENDED;
  gameId: string;
  roundId: string;
}
