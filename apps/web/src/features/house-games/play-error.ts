import { BodyCode } from '@app/shared';

/** A failed round as the game shows it: the key of its text in houseGames.errors. */
export type PlayErrorKey =
  | 'balance'
  | 'limit'
  | 'selfExcluded'
  | 'unavailable'
  | 'session'
  | 'invalid'
  | 'network'
  | 'unknown';

/** Business codes (packages/shared core/errors.ts) the game names in its own words. */
const BY_CODE: Record<number, PlayErrorKey> = {
  [BodyCode.BALANCE_LACK]: 'balance',
  [BodyCode.GAME_UNAVAILABLE]: 'unavailable',
  [BodyCode.SELF_EXCLUDED]: 'selfExcluded',
  [BodyCode.GAME_LIMIT]: 'limit',
  [BodyCode.GAME_TOKEN_INVALID]: 'session',
  [BodyCode.SESSION_INVALID]: 'session',
  [BodyCode.INVALID_PARAMS]: 'invalid',
};

export function playErrorKey(error: unknown): PlayErrorKey {
  const details = (error as { kind?: string; details?: { code?: number } } | null) ?? {};
  if (details.kind === 'network') return 'network';
  const code = details.details?.code;
  return (code !== undefined && BY_CODE[code]) || 'unknown';
}
