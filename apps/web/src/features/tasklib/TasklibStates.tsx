'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/LoadError';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Skeleton } from '@/components/ui/Skeleton';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { questPath } from './tasklib-paths';

/** A section that could not load: what, why (the shared error texts) and a retry. */
export function TasklibError({
  error,
  onRetry,
  busy,
  title,
  testId = 'tasklib-error',
}: {
  error: unknown;
  onRetry: () => void;
  busy?: boolean;
  title?: string;
  testId?: string;
}) {
  const t = useTranslations('tasklib');
  const detail = useErrorText()(error);
  return <LoadError title={title ?? t('load_error')} detail={detail} onRetry={onRetry} busy={busy} testId={testId} />;
}

/** Placeholders shaped like the section while it loads (`blocks`: Tailwind heights). */
export function TasklibSkeleton({ blocks }: { blocks: readonly string[] }) {
  const t = useTranslations('tasklib');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
      {blocks.map((height, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={`${height} rounded-card`} />
      ))}
    </div>
  );
}

/** Nothing to show: a drawing, one line and the way on. */
export function TasklibEmpty({ text, action, testId }: { text: string; action?: ReactNode; testId?: string }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-card bg-surface px-4 py-8 text-center"
      data-testid={testId ?? 'tasklib-empty'}
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 text-subtle" fill="none">
        <rect x="9" y="6" width="30" height="36" rx="5" stroke="currentColor" strokeWidth="2.5" />
        <path d="M16 17h16M16 24h16M16 31h9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="max-w-xs text-body break-words text-muted">{text}</p>
      {action}
    </div>
  );
}

/**
 * Nothing here for me (an unknown product or task, or one not offered in my country): which, and the
 * way to the task library home (`actionLabel`: the button's text, default the home's title).
 */
export function TasklibNotFound({ text, testId, actionLabel }: { text: string; testId: string; actionLabel?: string }) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  return (
    <TasklibEmpty
      text={text}
      testId={testId}
      action={
        <ButtonLink href={questPath(locale)} size="sm">
          {actionLabel ?? t('quest.title')}
        </ButtonLink>
      }
    />
  );
}

/** TasklibError of a query: its error, its refetch as the retry, busy while it refetches. */
export function TasklibQueryError({
  query,
  title,
  testId,
}: {
  query: { error: unknown; isRefetching: boolean; refetch: () => Promise<unknown> };
  title?: string;
  testId?: string;
}) {
  return (
    <TasklibError
      error={query.error}
      onRetry={() => void query.refetch()}
      busy={query.isRefetching}
      title={title}
      testId={testId}
    />
  );
}
