import { COIN_NAMES, type CoinName } from '@app/shared/wallet/coins';
import { invalidField } from '../../lib/api-error';

/** The wallet's coin named by a games call's field (the games contracts carry it as a code). */
export function coinOf(value: string, field: string): CoinName {
  if (!(COIN_NAMES as readonly string[]).includes(value)) {
    throw invalidField(field, `must be one of ${COIN_NAMES.join(', ')}`);
  }
  return value as CoinName;
}
