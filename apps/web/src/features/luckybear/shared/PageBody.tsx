'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { useErrorText } from '@/shell/notices/use-error-notice';

/** The page's data could not load: what happened, in the shared error texts, and a retry. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('vip');
  const detail = useErrorText()(error);
  return <LoadError title={t('load_error')} detail={detail} onRetry={onRetry} testId="vip-error" />;
}

interface PageQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * A page's body from its one query: placeholders shaped like the page (`blocks`: their Tailwind
 * heights) while it loads, the error with a retry if it failed, else `loaded(data)`.
 */
export function PageBody<T>({
  query,
  blocks,
  loaded,
}: {
  query: PageQuery<T>;
  blocks: [string, string];
  loaded: (data: T) => ReactNode;
}) {
  const t = useTranslations('vip');
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-4">
        {blocks.map((height) => (
          <Skeleton key={height} className={`${height} rounded-card`} />
        ))}
      </div>
    );
  if (query.isError || query.data === undefined)
    return <LoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  return loaded(query.data);
}
