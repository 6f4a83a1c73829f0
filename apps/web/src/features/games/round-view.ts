import { compareDecimals } from '@app/shared/core/number-format';

/** How a round ended for the player, for its colour and sign: a win above the bet, a loss, or even. */
export type RoundResult = 'won' | 'lost' | 'even';

export function roundResult(round: { bet: string; win: string }): RoundResult {
  const c = compareDecimals(round.win, round.bet);
  return c > 0 ? 'won' : c < 0 ? 'lost' : 'even';
}

/** A house round can be verified on the fairness page; a third-party round has no seeds to show. */
export function isVerifiable(round: { fair: unknown }): boolean {
  return round.fair !== null && round.fair !== undefined;
}

/** "a1b2c3d4…e5f6a7b8": a long hash shortened for a 375 px row (the full value is in its title). */
export function shortHash(hash: string, keep = 8): string {
  return hash.length <= keep * 2 + 1 ? hash : `${hash.slice(0, keep)}…${hash.slice(-keep)}`;
}
