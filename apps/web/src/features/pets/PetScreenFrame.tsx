'use client';

import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/LoadError';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/Skeleton';
import { currentRoute, loginHomePath } from '@/lib/routes/paths';
import { useErrorText } from '@/shell/notices/use-error-notice';

/** The pets' screens' frame: the header with its way back (spec 2.7: inner petV2 pages go to /). */
export function PetScreenFrame({
  title,
  backHref,
  children,
}: {
  title: string;
  backHref?: string;
  children: ReactNode;
}) {
  const t = useTranslations('pets');
  const locale = useLocale();
  return (
    <main className="min-h-dvh bg-[#F5F0FF]">
      <ScreenHeader title={title} backHref={backHref ?? `/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-3 pb-12">{children}</div>
    </main>
  );
}

/** A grid of placeholders while pets load. */
export function PetGridSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-[180px] rounded-2xl" />
      ))}
    </div>
  );
}

/** A failed load with its reason and a retry. */
export function PetLoadError({ error, onRetry, busy }: { error: unknown; onRetry: () => void; busy: boolean }) {
  const t = useTranslations('pets');
  const errorText = useErrorText();
  return (
    <LoadError title={t('load_failed')} detail={errorText(error)} onRetry={onRetry} busy={busy} testId="pets-error" />
  );
}

/** Signed out where a screen needs a player: why, and the way to sign in and come back. */
export function SignInFirst() {
  const t = useTranslations('pets');
  const locale = useLocale();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center">
      <p className="text-body text-ink">{t('sign_in_first')}</p>
      <NextLink href={loginHomePath(locale, currentRoute())} className={pageButton.primary}>
        {t('sign_in')}
      </NextLink>
    </div>
  );
}
