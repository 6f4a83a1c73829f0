import { BodyCode } from '@app/shared';
import { IMAGE_MAX_BYTES } from '@app/shared/profiles/profile-rules';
import { ApiCallError } from '@/lib/api/api-error';

export type ProfileFailure =
  | 'not_found'
  | 'not_yours'
  | 'limit'
  | 'not_image'
  | 'too_large'
  | 'too_many_pixels'
  | 'image_missing'
  | 'product_limit'
  | 'link'
  | 'name'
  | 'other';

const BY_CODE: Partial<Record<number, ProfileFailure>> = {
  [BodyCode.PROFILE_NOT_FOUND]: 'not_found',
  [BodyCode.PROFILE_NOT_YOURS]: 'not_yours',
  [BodyCode.PROFILE_LIMIT_REACHED]: 'limit',
  [BodyCode.IMAGE_NOT_AN_IMAGE]: 'not_image',
  [BodyCode.IMAGE_TOO_LARGE]: 'too_large',
  [BodyCode.IMAGE_TOO_MANY_PIXELS]: 'too_many_pixels',
  [BodyCode.IMAGE_NOT_FOUND]: 'image_missing',
  [BodyCode.IMAGE_MISSING]: 'image_missing',
  [BodyCode.PROFILE_PRODUCT_LIMIT_REACHED]: 'product_limit',
};

/** Why a profile act was refused (modules/profiles/README.md), as a key of the `profiles` messages (`failure_<key>`). */
export function profileFailure(error: unknown): ProfileFailure {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return 'other';
  if (error.code === BodyCode.INVALID_PARAMS) {
    if (error.details.field === 'link') return 'link';
    if (error.details.field === 'username' || error.details.field === 'title') return 'name';
  }
  return BY_CODE[error.code ?? 0] ?? 'other';
}

/** A file the API would refuse for its size, caught before sending it (the API checks again). */
export function tooLargeToSend(file: { size: number }): boolean {
  return file.size > IMAGE_MAX_BYTES;
}
