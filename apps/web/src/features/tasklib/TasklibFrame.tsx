'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';

/**
 * The frame of a task-library page: the header with its way back (ScreenHeader), the 375 px column.
 * Pages of spec 2.4's logged-in layout (/task/*, /products/*, /offer/*, /reward) pass `signedIn`:
 * a signed-out visitor goes to login-home and comes back. /quest is open to everyone.
 */
export function TasklibFrame({
  title,
  backHref,
  action,
  signedIn = true,
  children,
  testId,
}: {
  title?: string;
  backHref: string;
  action?: ReactNode;
  signedIn?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const t = useTranslations('tasklib');
  return (
    <main className="min-h-dvh bg-page" data-testid={testId}>
      {signedIn && <RequireSignIn />}
      <ScreenHeader title={title} backHref={backHref} backLabel={t('back')} action={action} />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-gutter pt-1 pb-12">{children}</div>
    </main>
  );
}

function RequireSignIn() {
  useRequireSignIn();
  return null;
}
