'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/Spinner';
import { opsPath } from '@/lib/routes/paths';
import { NoPermission } from './NoPermission';
import { useOpsConsole } from './OpsConsoleProvider';
import { mayOpen, pageOfPath, pagesFor } from './ops-pages';

/**
 * The console's frame for a signed-in operator: the navigation (only the pages their permissions
 * open), who is signed in, sign-out. A page they may not open shows the permission state (not a 404);
 * a signed-out visitor, or a session that ended, goes to the sign-in with the reason.
 */
export function OpsFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('ops');
  const locale = useLocale();
  const pathname = usePathname() ?? '';
  const router = useRouter();
  const { session, signOut } = useOpsConsole();

  useEffect(() => {
    if (session.status !== 'signed-out') return;
    // After an ended session the operator comes back to this page; who signs in after a sign-out starts afresh.
    const next = session.reason === 'signed-out' ? undefined : pathname;
    router.replace(opsPath(locale, 'sign-in', { reason: session.reason, next }));
  }, [session, router, locale, pathname]);

  if (session.status !== 'signed-in') {
    return (
      <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
        <Spinner className="size-6 text-muted" />
      </div>
    );
  }
  const { me } = session;
  const pages = pagesFor(me.permissions);
  const current = pageOfPath(pathname);
  return (
    <div className="min-h-dvh bg-surface text-ink md:flex">
      {/* The aside stretches to the page's height (its white reaches the bottom of a long page); its
          content stays in view while the page scrolls. */}
      <aside className="border-line bg-white md:w-60 md:shrink-0 md:border-r">
        <div className="md:sticky md:top-0 md:flex md:h-dvh md:flex-col">
          <div className="flex items-center justify-between gap-2 px-4 py-3 md:block md:py-5">
            <Link href={opsPath(locale)} className="text-headline font-bold">
              {t('console.title')}
            </Link>
            <Button
              variant="ghost"
              size="sm"
              className="md:hidden"
              onClick={() => signOut()}
              data-testid="ops-sign-out-mobile"
            >
              {t('console.sign_out')}
            </Button>
          </div>
          {/* An operator whose roles open no page gets no empty bar (the start page says why). */}
          <nav
            aria-label={t('console.navigation')}
            hidden={pages.length === 0}
            className="overflow-x-auto border-t border-line md:flex-1 md:border-0"
          >
            <ul className="flex gap-1 px-2 py-2 md:flex-col md:px-3">
              {pages.map((id) => (
                <li key={id}>
                  <Link
                    href={opsPath(locale, id)}
                    aria-current={current === id ? 'page' : undefined}
                    className={cx(
                      'block rounded-control px-3 py-2 text-callout font-medium whitespace-nowrap',
                      current === id ? 'bg-primary/20 text-ink' : 'text-muted hover:bg-ink/5 hover:text-ink',
                    )}
                  >
                    {t(`nav.${id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden border-t border-line px-4 py-4 md:block">
            <div className="truncate text-callout font-semibold" data-testid="ops-operator-email">
              {me.email}
            </div>
            <div className="truncate text-caption text-muted">{me.roles.map((r) => t(`roles.${r}`)).join(', ')}</div>
            <Button
              variant="secondary"
              size="sm"
              block
              className="mt-3"
              onClick={() => signOut()}
              data-testid="ops-sign-out"
            >
              {t('console.sign_out')}
            </Button>
          </div>
        </div>
      </aside>
      <main className="min-w-0 flex-1 px-4 py-5 md:px-8 md:py-8">
        {current && !mayOpen(me.permissions, current) ? <NoPermission /> : children}
      </main>
    </div>
  );
}
