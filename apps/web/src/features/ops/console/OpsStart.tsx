'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { opsPath } from '@/lib/routes/paths';
import { useOpsConsole } from './OpsConsoleProvider';
import { OpsPageHeader } from './OpsPageHeader';
import { pagesFor } from './ops-pages';

/** The console's start page: hello, and the pages this operator's roles open (or that there are none yet). */
export function OpsStart() {
  const t = useTranslations('ops');
  const locale = useLocale();
  const { session } = useOpsConsole();
  if (session.status !== 'signed-in') return null;
  const pages = pagesFor(session.me.permissions);
  return (
    <>
      <OpsPageHeader title={t('start.title', { name: session.me.display_name })} subtitle={session.me.email} />
      {pages.length === 0 ? (
        <p className="rounded-tile border border-line bg-white p-5 text-body text-muted" data-testid="ops-start-empty">
          {t('start.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map((id) => (
            <li key={id}>
              <Link
                href={opsPath(locale, id)}
                className="block rounded-tile border border-line bg-white p-5 hover:border-primary"
              >
                <div className="text-headline">{t(`nav.${id}`)}</div>
                <p className="mt-1 text-callout text-muted">{t(`start.${id}`)}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
