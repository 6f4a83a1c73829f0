import { withQuery } from './paths';

// The casino's routes (issue 12), apart from paths.ts so that the sign-in pages' chunks do not carry them.

/** The lobby `/win`'s own pages. */
export type WinPage = 'history' | 'money' | 'limits';

/** `/<locale>/win` or one of its pages. */
export function winPath(locale: string, page?: WinPage): string {
  return page ? `/${locale}/win/${page}` : `/${locale}/win`;
}

/** The betting area (spec 2.2): `/<locale>/inbet` or its money page. */
export function inbetPath(locale: string, page?: 'money'): string {
  return page ? `/${locale}/inbet/${page}` : `/${locale}/inbet`;
}

/** Where a game was opened from, for its page's back link: the betting area, home or the casino brand. */
export type GameOrigin = 'inbet' | 'home' | 'luckybear';

/** A casino game's page (the game in its iframe); `from` is the area it was opened from (its back link). */
export function gamePagePath(locale: string, gameId: string, from?: GameOrigin): string {
  return withQuery(`/${locale}/win/game/${encodeURIComponent(gameId)}`, { from });
}

/** A brand draw's (or a lucky code's, or an NFT roll's) seeds and weights, for the fairness page to replay (issues 13, 16, 17). */
export interface DrawToVerify {
  game: 'lucky-spin' | 'free-lottery' | 'lucky-code' | 'pet-roll';
  serverSeed?: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  weights: readonly number[];
}

/** The fairness page filled with a draw of the lucky spin or the free lottery. */
export function drawFairnessPath(locale: string, draw: DrawToVerify): string {
  return withQuery(`/${locale}/win/fairness`, {
    game: draw.game,
    serverSeed: draw.serverSeed,
    serverSeedHash: draw.serverSeedHash,
    clientSeed: draw.clientSeed,
    nonce: String(draw.nonce),
    weights: draw.weights.join(','),
  });
}

/** The fairness page (open to everyone); with a round id it opens that round to verify. */
export function fairnessPath(locale: string, roundId?: string): string {
  return withQuery(`/${locale}/win/fairness`, { round: roundId });
}
