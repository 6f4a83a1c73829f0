'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { useErrorText } from '@/shell/notices/use-error-notice';

/** A list's loading skeletons or its load error with a retry; nothing once it has loaded. */
export function ListStates({
  query,
  testId,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isRefetching: boolean;
    refetch: () => Promise<unknown>;
  };
  testId: string;
}) {
  const t = useTranslations('messages');
  const errorText = useErrorText();
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" data-testid={`${testId}-loading`}>
        <Skeleton className="h-16 rounded-2xl" />
        <Skeleton className="h-16 rounded-2xl" />
        <Skeleton className="h-16 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('load_error')}
        detail={errorText(query.error)}
        busy={query.isRefetching}
        onRetry={() => void query.refetch()}
        testId={`${testId}-error`}
      />
    );
  }
  return null;
}
