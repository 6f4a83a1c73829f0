'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useDeferredValue } from 'react';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { currentRoute, guidePath, loginHomePath } from '@/lib/routes/paths';
import { useUserStore } from '@/shell/session/user-store';
import { usesLoggedInLayout } from '@/shell/startup/startup-rules';

/**
 * The logged-in layout (spec 2.4; /task/download excepted): its pages render only for a signed-in
 * user, inside the signed-in frame. While start-up detects the session a quiet placeholder stands in
 * (the splash covers it); signed out, start-up sends the visitor to login-home when spec 4.1 step 5
 * says so, and the page asks them to sign in otherwise (a new visitor who has not seen the guide).
 */
export function LoggedInLayout({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // Deferred: when start-up finds the session, the whole page mounts in a transition that React renders
  // in slices, not in the store update's one blocking render (docs/benchmarks.md, "Lighthouse, fourth
  // pass"). The splash covers the page meanwhile.
  const status = useDeferredValue(useUserStore((s) => s.status));
  if (!pathname || !usesLoggedInLayout(pathname)) return children;
  if (status === 'signed-in') {
    return (
      <div data-layout="signed-in" className="contents">
        {children}
      </div>
    );
  }
  if (status === 'checking') {
    return (
      <div data-layout="signed-in" aria-busy="true" className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-6 text-neutral-400" />
      </div>
    );
  }
  return <SignInRequired />;
}

function SignInRequired() {
  const t = useTranslations('startup');
  const tg = useTranslations('guide');
  const locale = useLocale();
  return (
    <main
      data-testid="sign-in-required"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-6 text-center"
    >
      <h1 className="text-xl font-bold text-neutral-900">{t('signin_required.title')}</h1>
      <p className="text-[15px] leading-relaxed text-neutral-600">{t('signin_required.text')}</p>
      <a href={loginHomePath(locale, currentRoute())} className={`${pageButton.primary} mt-3 max-w-xs`}>
        {t('signin_required.action')}
      </a>
      {/* Who sees this panel has not seen the new-user guide yet (spec 4.1 step 5). */}
      <a href={guidePath(locale, currentRoute())} className={pageButton.text} data-testid="sign-in-required-guide">
        {tg('entry.panel_link')}
      </a>
    </main>
  );
}
