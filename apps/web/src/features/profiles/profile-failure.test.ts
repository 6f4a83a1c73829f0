import { BodyCode } from '@app/shared';
import { IMAGE_MAX_BYTES } from '@app/shared/profiles/profile-rules';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { profileFailure, tooLargeToSend } from './profile-failure';

const refused = (code: number, field?: string) => new ApiCallError('business', 'refused', { code, field });

describe('profileFailure: the words for a refused profile act (modules/profiles/README.md)', () => {
  it.each([
    [BodyCode.PROFILE_NOT_FOUND, 'not_found'],
    [BodyCode.PROFILE_NOT_YOURS, 'not_yours'],
    [BodyCode.PROFILE_LIMIT_REACHED, 'limit'],
    [BodyCode.IMAGE_NOT_AN_IMAGE, 'not_image'],
    [BodyCode.IMAGE_TOO_LARGE, 'too_large'],
    [BodyCode.IMAGE_TOO_MANY_PIXELS, 'too_many_pixels'],
    [BodyCode.IMAGE_NOT_FOUND, 'image_missing'],
    [BodyCode.IMAGE_MISSING, 'image_missing'],
    [BodyCode.PROFILE_PRODUCT_LIMIT_REACHED, 'product_limit'],
  ])('code %i is %s', (code, key) => {
    expect(profileFailure(refused(code))).toBe(key);
  });

  it('reads 1001 by its field, anything else as other', () => {
    expect(profileFailure(refused(BodyCode.INVALID_PARAMS, 'link'))).toBe('link');
    expect(profileFailure(refused(BodyCode.INVALID_PARAMS, 'username'))).toBe('name');
    expect(profileFailure(refused(BodyCode.INVALID_PARAMS, 'intro'))).toBe('other');
    expect(profileFailure(new ApiCallError('network', 'offline'))).toBe('other');
    expect(profileFailure(new Error('x'))).toBe('other');
  });

  it('stops a file over the API limit before sending it', () => {
    expect(tooLargeToSend({ size: IMAGE_MAX_BYTES })).toBe(false);
    expect(tooLargeToSend({ size: IMAGE_MAX_BYTES + 1 })).toBe(true);
  });
});
