'use client';

import { useCallback } from 'react';
import { InlineRetry } from '@/components/InlineRetry';
import { Spinner } from '@/components/ui/Spinner';
import { useOnVisible } from '@/lib/async/use-on-visible';
import type { InfiniteQueryResult } from '@/lib/query/use-query';

/** The texts of a paged list's end, in the list's own namespace. */
export interface PagedEndLabels {
  loading: string;
  loadMore: string;
  loadMoreError: string;
  end: string;
}

/**
 * The end of a paged list: the next page loads when it comes within 200 px (a button as well, for
 * keyboards and where the observer cannot run), a spinner while it loads, a retry when it failed, and
 * a last line when there is no more.
 */
export function PagedEnd({
  query,
  labels,
  testIdPrefix = 'feed',
}: {
  query: Pick<
    InfiniteQueryResult<unknown>,
    'fetchNextPage' | 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError'
  >;
  labels: PagedEndLabels;
  testIdPrefix?: string;
}) {
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useOnVisible(loadMore, hasNextPage && !isFetchingNextPage && !isFetchNextPageError);
  return (
    <div ref={sentinel} className="flex min-h-10 items-center justify-center text-callout text-subtle">
      {isFetchingNextPage ? (
        <>
          <Spinner className="size-5" />
          <span className="sr-only">{labels.loading}</span>
        </>
      ) : isFetchNextPageError ? (
        <div className="w-full">
          <InlineRetry message={labels.loadMoreError} onRetry={loadMore} />
        </div>
      ) : hasNextPage ? (
        <button
          type="button"
          className="font-semibold text-link"
          onClick={loadMore}
          data-testid={`${testIdPrefix}-more`}
        >
          {labels.loadMore}
        </button>
      ) : (
        <span data-testid={`${testIdPrefix}-end`}>{labels.end}</span>
      )}
    </div>
  );
}
