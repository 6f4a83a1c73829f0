'use client';

import type { PostImage } from '@app/shared/posts/post-contracts';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { usePostErrorText } from './post-failure';
import { mediaUrl } from './post-media';
import { useUploadPostImage } from './post-queries';

/**
 * A picture of the composer (cover, image, gif, video cover): chosen, sent through the posts' upload
 * route (the image pipeline checks it is a picture and keeps its proportions), then shown. The API's
 * reason is shown when it refuses the file.
 */
export function UploadPicture({
  value,
  onChange,
  mediaBase,
  label,
  testId,
}: {
  value: PostImage | null;
  onChange: (image: PostImage | null) => void;
  mediaBase: string;
  label: string;
  testId: string;
}) {
  const t = useTranslations('posts');
  const upload = useUploadPostImage();
  const errorText = usePostErrorText();
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  return (
    <div className="flex flex-col gap-2">
      {value && (
        // biome-ignore lint/performance/noImgElement: the uploaded WebP of the API's host, shown as sent
        <img
          src={mediaUrl(mediaBase, value.url)}
          alt=""
          width={value.width}
          height={value.height}
          className="max-h-48 w-full rounded-xl object-cover"
          data-testid={`${testId}-preview`}
        />
      )}
      <div className="flex items-center gap-3">
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center rounded-full px-4 text-callout font-semibold text-ink ring-1 ring-neutral-300 ring-inset"
        >
          {label}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          data-testid={`${testId}-input`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setError(null);
            upload.mutate(file, {
              onSuccess: (image) => onChange({ url: image.url, width: image.width, height: image.height }),
              onError: (failure) => setError(errorText(failure)),
            });
          }}
        />
        {upload.isPending && (
          <span className="inline-flex items-center gap-2 text-callout text-muted">
            <Spinner className="size-4" />
            {t('uploading')}
          </span>
        )}
      </div>
      <p className="text-caption text-muted">{t('image_rules')}</p>
      {error && (
        <p role="alert" className="text-callout text-danger" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
