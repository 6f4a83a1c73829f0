'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import { InlineRetry } from '@/components/InlineRetry';
import { Spinner } from '@/components/ui/Spinner';
import type { InfiniteQueryResult } from '@/lib/query/use-query';
import { type CursorPage, flattenPages } from './history';
import { ListSkeleton } from './ListSkeleton';

/** Calls `onVisible` when the returned element comes within 200 px of the viewport (and again after each load). */
function useOnVisible(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), {
      rootMargin: '200px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onVisible, enabled]);
  return ref;
}

/**
 * A cursor-paged list that loads the next page when its end scrolls into view (IntersectionObserver),
 * with a loading skeleton, an empty state, and an error state with retry (for the first page and for
 * a later one).
 */
export function PagedList<T>({
  query,
  keyOf,
  children,
  emptyText,
  errorText,
  moreErrorText,
  endText,
}: {
  query: InfiniteQueryResult<CursorPage<T>>;
  keyOf: (item: T) => string;
  children: (items: T[]) => ReactNode;
  emptyText: string;
  errorText: string;
  moreErrorText: string;
  endText: string;
}) {
  const tc = useTranslations('common');
  const { data, isPending, refetch, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const sentinel = useOnVisible(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  );

  if (isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only">{tc('loading')}</p>
        <ListSkeleton />
      </div>
    );
  }
  // Not pending and nothing loaded: the first page failed.
  if (!data) return <InlineRetry message={errorText} onRetry={() => void refetch()} />;

  const items = flattenPages(data.pages, keyOf);
  if (items.length === 0) {
    return (
      <p
        data-testid="history-empty"
        className="rounded-2xl bg-neutral-50 px-4 py-8 text-center text-sm text-neutral-500"
      >
        {emptyText}
      </p>
    );
  }
  return (
    <div>
      {children(items)}
      <div ref={sentinel} className="flex min-h-10 items-center justify-center pt-2 text-sm text-neutral-400">
        {isFetchingNextPage ? (
          <>
            <Spinner className="size-5" />
            <span className="sr-only">{tc('loading')}</span>
          </>
        ) : isFetchNextPageError ? (
          <div className="w-full">
            <InlineRetry message={moreErrorText} onRetry={() => void fetchNextPage()} />
          </div>
        ) : hasNextPage ? null : (
          <span>{endText}</span>
        )}
      </div>
    </div>
  );
}
