import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { isPostMissing, postFailure } from './post-failure';

const business = (code: number) => new ApiCallError('business', 'refused', { code });

describe('postFailure', () => {
  it.each([
    [BodyCode.POST_NOT_FOUND, 'not_found'],
    [BodyCode.COMMENT_NOT_FOUND, 'not_found'],
    [BodyCode.POST_NOT_YOURS, 'not_yours'],
    [BodyCode.POST_NEEDS_PROFILE, 'needs_profile'],
    [BodyCode.POST_MEDIA_NOT_ALLOWED, 'media_not_allowed'],
    [BodyCode.POST_TOO_LONG, 'too_long'],
    [BodyCode.POST_RATE_LIMITED, 'rate_limited'],
    [BodyCode.COMMENT_RATE_LIMITED, 'rate_limited'],
    [BodyCode.POST_ALREADY_REPORTED, 'already_reported'],
    [BodyCode.IMAGE_NOT_AN_IMAGE, 'not_image'],
    [BodyCode.IMAGE_TOO_LARGE, 'too_large'],
    [BodyCode.IMAGE_TOO_MANY_PIXELS, 'too_many_pixels'],
  ])('body code %i is the posts failure %s', (code, failure) => {
    expect(postFailure(business(code))).toBe(failure);
  });

  it('leaves other codes, network failures and non-API errors to the app’s usual error text', () => {
    expect(postFailure(business(BodyCode.INVALID_PARAMS))).toBeUndefined();
    expect(postFailure(new ApiCallError('network', 'offline'))).toBeUndefined();
    expect(postFailure(new Error('boom'))).toBeUndefined();
  });

  it('a missing post is the not-found code only', () => {
    expect(isPostMissing(business(BodyCode.POST_NOT_FOUND))).toBe(true);
    expect(isPostMissing(business(BodyCode.POST_NOT_YOURS))).toBe(false);
  });
});
