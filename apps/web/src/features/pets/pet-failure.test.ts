import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { petFailure } from './pet-failure';

const refused = (code: number, field?: string) => new ApiCallError('business', 'refused', { code, field });

describe('petFailure: the words for a refused pet act (modules/pets/README.md)', () => {
  it.each([
    [BodyCode.PET_NOT_FOUND, 'not_found'],
    [BodyCode.PET_NOT_YOURS, 'not_yours'],
    [BodyCode.PET_RENTED, 'rented'],
    [BodyCode.PET_LOCKED, 'locked'],
    [BodyCode.PET_MAX_LEVEL, 'max_level'],
    [BodyCode.PET_NOT_FOR_RENT, 'not_for_rent'],
    [BodyCode.PET_RENT_OWN, 'rent_own'],
    [BodyCode.BALANCE_LACK, 'balance'],
    [BodyCode.RESOURCE_NOT_FOUND, 'no_user'],
  ])('code %i is %s', (code, key) => {
    expect(petFailure(refused(code))).toBe(key);
  });

  it('reads 1001 on to_user_id as sending to yourself, anything else as other', () => {
    expect(petFailure(refused(BodyCode.INVALID_PARAMS, 'to_user_id'))).toBe('self');
    expect(petFailure(refused(BodyCode.INVALID_PARAMS, 'price_per_day'))).toBe('other');
    expect(petFailure(new ApiCallError('network', 'offline'))).toBe('other');
    expect(petFailure(new Error('x'))).toBe('other');
  });
});
