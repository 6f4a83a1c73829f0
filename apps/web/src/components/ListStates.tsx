'use client';

import { LoadError } from './LoadError';
import { Skeleton } from './ui/Skeleton';

/**
 * The states of a card list read by one query before its items: a skeleton while loading, the load error
 * with a retry, or the empty text. Renders nothing once there are items.
 */
export function ListStates({
  query,
  empty,
  loadErrorTitle,
  emptyText,
  errorDetail,
  skeletonClass = 'h-24 rounded-2xl',
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  loadErrorTitle: string;
  emptyText: string;
  errorDetail?: string | null;
  skeletonClass?: string;
}) {
  if (query.isPending) return <Skeleton className={skeletonClass} />;
  if (query.isError)
    return <LoadError title={loadErrorTitle} detail={errorDetail} onRetry={() => void query.refetch()} />;
  if (empty) return <p className="rounded-2xl bg-white p-4 text-callout text-muted">{emptyText}</p>;
  return null;
}
