'use client';

import { useTranslations } from 'next-intl';

/**
 * What a section shows while its call is pending or failed: a skeleton (loading), or the error with a
 * retry; `dark` for the agents' dark pages (spec 2.8).
 */
export function LoadState({
  query,
  dark = false,
}: {
  query: { isError: boolean; data: unknown; refetch: () => unknown };
  dark?: boolean;
}) {
  const t = useTranslations('agents');
  if (query.isError)
    return (
      <div
        role="alert"
        className={`rounded-2xl p-4 text-sm ${dark ? 'bg-red-950/60 text-red-200' : 'bg-red-50 text-red-700'}`}
      >
        {t('load_failed')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (query.data === undefined)
    return (
      <div
        role="status"
        aria-label={t('loading')}
        className={`h-24 animate-pulse rounded-2xl ${dark ? 'bg-white/10' : 'bg-neutral-100'}`}
      />
    );
  return null;
}
