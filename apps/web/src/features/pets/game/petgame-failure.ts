import { BodyCode } from '@app/shared';
import { ApiCallError } from '@/lib/api/api-error';
import { petFailure } from '../pet-failure';

/** Why a play or roll was refused: the game's own reasons (`petgame` failure_<key>), else the pets' (`pets` failure_<key>). */
export type GameFailure =
  | { ns: 'petgame'; key: 'cap' | 'resting' }
  | { ns: 'pets'; key: ReturnType<typeof petFailure> };

export function gameFailure(error: unknown): GameFailure {
  if (error instanceof ApiCallError && error.kind === 'business') {
    if (error.code === BodyCode.PETGAME_DAILY_CAP) return { ns: 'petgame', key: 'cap' };
    if (error.code === BodyCode.PETGAME_RESTING) return { ns: 'petgame', key: 'resting' };
  }
  return { ns: 'pets', key: petFailure(error) };
}
