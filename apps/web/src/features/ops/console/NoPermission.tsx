'use client';

import { useTranslations } from 'next-intl';

/** A console page the operator's roles do not open: said plainly (not a 404, the page exists). */
export function NoPermission() {
  const t = useTranslations('ops.no_permission');
  return (
    <section
      data-testid="ops-no-permission"
      className="mx-auto mt-10 max-w-md rounded-tile border border-line bg-white p-6 text-center"
    >
      <h1 className="text-title">{t('title')}</h1>
      <p className="mt-2 text-body text-muted">{t('text')}</p>
    </section>
  );
}
