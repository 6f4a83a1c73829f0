'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';

/** The frame of a money page under /user/ (spec 2.4, signed in): the header with its way back, the column. */
export function PaymentsScreen({
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
  const t = useTranslations('payments');
  useRequireSignIn();
  return (
    <main className="min-h-dvh bg-page">
      <ScreenHeader title={title} backHref={backHref} backLabel={t('back')} action={action} />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-gutter pt-1 pb-12">{children}</div>
    </main>
  );
}
