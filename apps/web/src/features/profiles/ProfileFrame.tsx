'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';

/** The profile pages' frame: the header with its back link (spec 2.7) and a narrow column (375 px first). */
export function ProfileFrame({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const t = useTranslations('profiles');
  const locale = useLocale();
  return (
    <main className="min-h-dvh bg-[#F4F5F7]">
      <ScreenHeader title={title} backHref={`/${locale}${back === '/' ? '' : back}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-3 pb-12">{children}</div>
    </main>
  );
}
