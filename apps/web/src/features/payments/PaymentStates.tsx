'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { useErrorText } from '@/shell/notices/use-error-notice';

/** A section that could not load: what happened, in the shared error texts, and a retry. */
export function PaymentsLoadError({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  testId?: string;
}) {
  const t = useTranslations('payments');
  const detail = useErrorText()(error);
  return <LoadError title={t('load_error')} detail={detail} onRetry={onRetry} testId={testId ?? 'payments-error'} />;
}

/** Placeholders shaped like the section while it loads (`blocks`: their Tailwind heights). */
export function PaymentsSkeleton({ blocks }: { blocks: readonly string[] }) {
  const t = useTranslations('payments');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
      {blocks.map((height, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={`${height} rounded-card`} />
      ))}
    </div>
  );
}

/** Nothing to list: a drawing, one line and the way on (add an account, make a first recharge). */
export function PaymentsEmpty({ text, action, testId }: { text: string; action?: ReactNode; testId?: string }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-card bg-surface px-4 py-8 text-center"
      data-testid={testId}
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 text-subtle" fill="none">
        <rect x="6" y="13" width="36" height="26" rx="5" stroke="currentColor" strokeWidth="2.5" />
        <path d="M6 21h36" stroke="currentColor" strokeWidth="2.5" />
        <path d="M13 31h9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <path
          d="M11 13 33 6.5a3 3 0 0 1 3.8 2.2l1 4.3"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <p className="max-w-xs text-body text-muted">{text}</p>
      {action}
    </div>
  );
}
