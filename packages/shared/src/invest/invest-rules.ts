/**
 * The invest products' money rules (issue 17 item 5; docs/invest.md), shared so that the drawer's summary
 * and the API compute the same figures. Money is bigint base units; every division rounds DOWN to the
 * coin's base unit, and the fraction stays where the money was: the return's fraction with the house,
 * the penalty's fraction with the player.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** An annual rate counts a year as 365 days (leap years too), so a term of 365 days earns exactly the rate. */
export const DAYS_PER_YEAR = 365n;
export const BPS = 10_000n;

/** 'annual': the rate is a year's, paid pro rata to the term; 'fixed': the rate is paid once for the term. */
export type ReturnKind = 'annual' | 'fixed';

export interface ReturnTerms {
  returnKind: ReturnKind;
  /** The stated rate in basis points (500 = 5%). */
  rateBps: number;
  termDays: number;
}

/**
 * What a principal earns over the whole term, rounded down to the base unit:
 * annual: principal × rate × term / 365; fixed: principal × rate.
 */
export function investReturn(principal: bigint, terms: ReturnTerms): bigint {
  const rate = BigInt(terms.rateBps);
  if (terms.returnKind === 'fixed') return (principal * rate) / BPS;
  return (principal * rate * BigInt(terms.termDays)) / (BPS * DAYS_PER_YEAR);
}

/** The early-exit penalty on a principal, rounded down to the base unit (the player keeps the fraction). */
export function exitPenalty(principal: bigint, penaltyBps: number): bigint {
  return (principal * BigInt(penaltyBps)) / BPS;
}

/** Maturity: exactly `termDays` × 24 hours after the subscription (unix ms; shown in UTC). */
export function maturityOf(subscribedAt: number, termDays: number): number {
  return subscribedAt + termDays * DAY_MS;
}

/** A rate in basis points as a percent text: 500 -> "5", 125 -> "1.25". */
export function percentOf(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const cents = bps % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
