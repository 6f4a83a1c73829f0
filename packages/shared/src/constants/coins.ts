/**
 * Spec section 3, coin constants: kther maps to KTHER and token xgt; contribute maps to KC and xct;
 * happy maps to HAPPY and xmt. Coins also named: kusdt, xusd. Default coinType is WH.
 */
export const COIN_ALIASES = {
  kther: { coin: 'KTHER', token: 'xgt' },
  contribute: { coin: 'KC', token: 'xct' },
  happy: { coin: 'HAPPY', token: 'xmt' },
} as const;

export const COIN_NAMES = ['KTHER', 'KC', 'HAPPY', 'KUSDT', 'XUSD', 'WH'] as const;
export type CoinName = (typeof COIN_NAMES)[number];

/** Spec section 9: "Default coin type WH." */
export const DEFAULT_COIN_TYPE: CoinName = 'WH';

/** Spec section 2.5: explanation dialog types. */
export const EXPLANATION_DIALOG_TYPES = ['assets', 'kther', 'xusd', 'contribute', 'happy'] as const;
