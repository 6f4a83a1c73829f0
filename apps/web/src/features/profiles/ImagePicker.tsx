'use client';

import type { ImagePurpose, UploadedImage } from '@app/shared/profiles/profile-contracts';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { mediaUrl } from './media-url';
import { tooLargeToSend } from './profile-failure';
import { FormError, useFailureText } from './profile-parts';
import { useUploadImage } from './profile-queries';

/**
 * Pick a picture and send it through the image pipeline at once: the processed image is shown (the
 * server's own cut, not the local file) and handed to `onUploaded`; a refusal says why.
 */
export function ImagePicker({
  purpose,
  mediaBase,
  onUploaded,
  current,
}: {
  purpose: ImagePurpose;
  mediaBase: string;
  onUploaded: (image: UploadedImage) => void;
  current?: string | null;
}) {
  const t = useTranslations('profiles');
  const id = useId();
  const upload = useUploadImage();
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(current ?? null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (tooLargeToSend(file)) {
      setError(t('failure_too_large'));
      return;
    }
    setError(null);
    upload.mutate(
      { purpose, file },
      {
        onSuccess: (image) => {
          setShown(image.url);
          onUploaded(image);
        },
        onError: (e) => setError(failureText(e)),
      },
    );
  };
  const wide = purpose === 'background';
  return (
    <div className="flex flex-col items-center gap-3">
      <div
        className={`flex items-center justify-center overflow-hidden bg-neutral-100 ${wide ? 'aspect-[1200/630] w-full rounded-xl' : 'h-32 w-32 rounded-full'}`}
      >
        {upload.isPending ? (
          <Spinner />
        ) : (
          shown && (
            // biome-ignore lint/performance/noImgElement: a processed WebP of the API's host
            <img
              src={mediaUrl(mediaBase, shown)}
              alt={t('preview_alt')}
              className="h-full w-full object-cover"
              data-testid="image-preview"
            />
          )
        )}
      </div>
      <label
        htmlFor={id}
        className="inline-flex h-11 cursor-pointer items-center rounded-full border border-neutral-200 bg-white px-5 text-[15px] font-semibold text-neutral-900"
      >
        {t('choose_image')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        data-testid="image-input"
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <p className="text-caption text-muted">{t('image_rules')}</p>
      <FormError text={error} testId="image-error" />
    </div>
  );
}
