'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { InlineRetry } from '@/components/InlineRetry';
import { Spinner } from '@/components/ui/Spinner';
import type { InfiniteQueryResult } from '@/lib/query/use-query';
import { useOnVisible } from './use-on-visible';

/**
 * The end of a paged list: the next page loads when it comes within 200 px (a button as well, for
 * keyboards and where the observer cannot run), a spinner while it loads, a retry when it failed, and
 * a last line when there is no more.
 */
export function PagedEnd({
  query,
}: {
  query: Pick<
    InfiniteQueryResult<unknown>,
    'fetchNextPage' | 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError'
  >;
}) {
  const t = useTranslations('tasklib');
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useOnVisible(loadMore, hasNextPage && !isFetchingNextPage && !isFetchNextPageError);
  return (
    <div ref={sentinel} className="flex min-h-10 items-center justify-center text-callout text-subtle">
      {isFetchingNextPage ? (
        <>
          <Spinner className="size-5" />
          <span className="sr-only">{t('loading')}</span>
        </>
      ) : isFetchNextPageError ? (
        <div className="w-full">
          <InlineRetry message={t('load_more_error')} onRetry={loadMore} />
        </div>
      ) : hasNextPage ? (
        <button type="button" className="font-semibold text-link" onClick={loadMore} data-testid="feed-more">
          {t('load_more')}
        </button>
      ) : (
        <span data-testid="feed-end">{t('feed_end')}</span>
      )}
    </div>
  );
}
