'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useRouter } from '@/i18n/navigation';
import { usePostErrorNotice } from './post-failure';
import { useDeletePost } from './post-queries';

/** The author's own acts on their post: edit it, or delete it after a second press says so. */
export function PostOwnerActions({ postId }: { postId: string }) {
  const t = useTranslations('posts');
  const locale = useLocale();
  const router = useRouter();
  const remove = useDeletePost();
  const showError = usePostErrorNotice();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
      <ButtonLink href={`/${locale}/posts/${postId}/edit`} variant="secondary" size="sm" data-testid="post-edit">
        {t('edit')}
      </ButtonLink>
      {confirming ? (
        <div className="flex w-full flex-col gap-2 rounded-xl bg-rose-50 p-3" role="alert">
          <p className="text-callout text-ink">{t('delete_confirm')}</p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('close')}
            </Button>
            <Button
              variant="destructive"
              size="sm"
              loading={remove.isPending}
              onClick={() => remove.mutate(postId, { onSuccess: () => router.replace('/posts'), onError: showError })}
              data-testid="post-delete-confirm"
            >
              {t('delete')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="post-delete">
          {t('delete')}
        </Button>
      )}
    </div>
  );
}
