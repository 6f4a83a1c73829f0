/**
 * Products that keep their own provably fair seed pair per player (one nonce sequence each). Issue 12
 * uses house-games; issue 13 adds the casino brand's lucky spin and free lottery (fair/weighted-pick.ts);
 * lucky codes and pets add theirs here.
 */
export const FAIR_SCOPES = [
  'house-games',
  'lucky-spin',
  'free-lottery',
  'lucky-code',
  'pet-draw',
  'pet-game',
  'pet-roll',
] as const;
export type FairScope = (typeof FAIR_SCOPES)[number];
export const DEFAULT_FAIR_SCOPE: FairScope = 'house-games';

/** Client seeds: 1-64 printable ASCII characters (no spaces at the ends), so any page can show and copy them. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,62}[\x21-\x7e])?$/;
