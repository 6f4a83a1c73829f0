'use client';

import { BodyCode } from '@app/shared';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiCallError } from '@/lib/api/api-error';
import { showNotice } from '@/shell/notices/notice-queue';
import { useErrorText } from '@/shell/notices/use-error-notice';

export type PostFailure =
  | 'not_found'
  | 'not_yours'
  | 'needs_profile'
  | 'media_not_allowed'
  | 'too_long'
  | 'rate_limited'
  | 'already_reported'
  | 'not_image'
  | 'too_large'
  | 'too_many_pixels';

const BY_CODE: Partial<Record<number, PostFailure>> = {
  [BodyCode.POST_NOT_FOUND]: 'not_found',
  [BodyCode.COMMENT_NOT_FOUND]: 'not_found',
  [BodyCode.POST_NOT_YOURS]: 'not_yours',
  [BodyCode.POST_NEEDS_PROFILE]: 'needs_profile',
  [BodyCode.POST_MEDIA_NOT_ALLOWED]: 'media_not_allowed',
  [BodyCode.POST_TOO_LONG]: 'too_long',
  [BodyCode.POST_RATE_LIMITED]: 'rate_limited',
  [BodyCode.COMMENT_RATE_LIMITED]: 'rate_limited',
  [BodyCode.POST_ALREADY_REPORTED]: 'already_reported',
  [BodyCode.IMAGE_NOT_AN_IMAGE]: 'not_image',
  [BodyCode.IMAGE_TOO_LARGE]: 'too_large',
  [BodyCode.IMAGE_TOO_MANY_PIXELS]: 'too_many_pixels',
};

/** Why a posts call was refused (modules/posts/README.md), as a key of `posts.failure`; undefined for others. */
export function postFailure(error: unknown): PostFailure | undefined {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return undefined;
  return BY_CODE[error.code ?? 0];
}

/** The post is gone (deleted, hidden after a report) or never was. */
export function isPostMissing(error: unknown): boolean {
  return postFailure(error) === 'not_found';
}

/** A failure's text in the reader's language: the posts' own reasons, else the app's usual error text. */
export function usePostErrorText(): (error: unknown) => string {
  const t = useTranslations('posts');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const failure = postFailure(error);
      return failure ? t(`failure.${failure}`) : (errorText(error) ?? t('failure.other'));
    },
    [t, errorText],
  );
}

/** Shows a failure of a quick act (like, delete) as the app's notice, in the posts' words where they have one. */
export function usePostErrorNotice(): (error: unknown) => void {
  const text = usePostErrorText();
  return useCallback((error: unknown) => showNotice(text(error)), [text]);
}
