'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';

/** The posts' screens' frame: a header with its way back and the title, and a column at phone width. */
export function PostsFrame({
  title,
  backHref,
  action,
  children,
}: {
  title: string;
  backHref: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('posts');
  return (
    <main className="min-h-dvh bg-page">
      <ScreenHeader title={title} backHref={backHref} backLabel={t('back')} action={action} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-3 pb-12">{children}</div>
    </main>
  );
}
