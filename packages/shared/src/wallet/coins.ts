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

/**
 * Off-chain coins of the wallet (issue 5): decimals of their base units, display names and tokens.
 * The spec names the coins and their tokens; decimals are the product's choice (docs/decisions.md).
 */
export interface CoinInfo {
  coin: CoinName;
  name: string;
  /** On-chain token symbol, '' when the coin is off-chain only. */
  token: string;
  decimals: number;
  /** Spec 2.5: the explanation dialog type that explains this coin, if any. */
  explanation: (typeof EXPLANATION_DIALOG_TYPES)[number];
}

export const COINS: Readonly<Record<CoinName, CoinInfo>> = {
  KTHER: { coin: 'KTHER', name: 'KTHER', token: 'xgt', decimals: 8, explanation: 'kther' },
  KC: { coin: 'KC', name: 'Contribution', token: 'xct', decimals: 4, explanation: 'contribute' },
  HAPPY: { coin: 'HAPPY', name: 'HAPPY', token: 'xmt', decimals: 4, explanation: 'happy' },
  KUSDT: { coin: 'KUSDT', name: 'KUSDT', token: '', decimals: 6, explanation: 'assets' },
  XUSD: { coin: 'XUSD', name: 'XUSD', token: '', decimals: 6, explanation: 'xusd' },
  WH: { coin: 'WH', name: 'WH', token: '', decimals: 2, explanation: 'assets' },
};

/** USDT values are computed with prices scaled by 1e12 and shown with 6 decimals. */
export const PRICE_SCALE_DECIMALS = 12;
export const USDT_DECIMALS = 6;
