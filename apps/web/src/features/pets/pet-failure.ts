import { BodyCode } from '@app/shared';
import { ApiCallError } from '@/lib/api/api-error';

export type PetFailure =
  | 'not_found'
  | 'not_yours'
  | 'rented'
  | 'locked'
  | 'max_level'
  | 'not_for_rent'
  | 'rent_own'
  | 'balance'
  | 'self'
  | 'no_user'
  | 'other';

const BY_CODE: Partial<Record<number, PetFailure>> = {
  [BodyCode.PET_NOT_FOUND]: 'not_found',
  [BodyCode.PET_NOT_YOURS]: 'not_yours',
  [BodyCode.PET_RENTED]: 'rented',
  [BodyCode.PET_LOCKED]: 'locked',
  [BodyCode.PET_MAX_LEVEL]: 'max_level',
  [BodyCode.PET_NOT_FOR_RENT]: 'not_for_rent',
  [BodyCode.PET_RENT_OWN]: 'rent_own',
  [BodyCode.BALANCE_LACK]: 'balance',
  [BodyCode.RESOURCE_NOT_FOUND]: 'no_user',
};

/** Why a pet act was refused (modules/pets/README.md), as a key of the `pets` messages (`failure_<key>`). */
export function petFailure(error: unknown): PetFailure {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return 'other';
  if (error.code === BodyCode.INVALID_PARAMS && error.details.field === 'to_user_id') return 'self';
  return BY_CODE[error.code ?? 0] ?? 'other';
}

/** A new request key for one press of a button (a retry of the same press reuses it). */
export const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
