import { BodyCode } from '@app/shared';
import { ApiCallError } from '@/lib/api/api-error';

export type StakeFailure = 'not_due' | 'unlocked' | 'closed' | 'no_lock' | 'already' | 'balance' | 'other';

const BY_CODE: Record<number, StakeFailure> = {
  [BodyCode.STAKE_LOCK_NOT_DUE]: 'not_due',
  [BodyCode.STAKE_LOCK_UNLOCKED]: 'unlocked',
  [BodyCode.VOTE_CLOSED]: 'closed',
  [BodyCode.VOTE_NO_LOCKED_TOKENS]: 'no_lock',
  [BodyCode.VOTE_ALREADY_CAST]: 'already',
  [BodyCode.BALANCE_LACK]: 'balance',
};

/** Why a lock, unlock or vote was refused (stake README's body codes); 'other' goes to the common error text. */
export function stakeFailure(error: unknown): StakeFailure {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return 'other';
  return BY_CODE[error.details.code ?? 0] ?? 'other';
}

/** A share in millionths as a percent for people: 2 decimals, at least "<0.01" when above zero. */
export function sharePercent(ppm: number): string {
  if (ppm <= 0) return '0';
  if (ppm < 100) return '<0.01';
  return (ppm / 10_000).toFixed(2).replace(/\.?0+$/, '');
}

/** An option's part of the votes cast, percent (0-100, whole), from decimal KTHER strings. */
export function optionPercent(weight: string, total: string): number {
  const t = Number(total);
  return t > 0 ? Math.round((Number(weight) / t) * 100) : 0;
}

/** A yearly rate in basis points as "5%" / "7.5%". */
export function aprPercent(bps: number): string {
  return `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
