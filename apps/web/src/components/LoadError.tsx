'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';

/** A section or page that could not load: what failed, why (when known) and a retry. */
export function LoadError({
  title,
  detail,
  onRetry,
  busy,
  testId,
}: {
  title: string;
  detail?: string | null;
  onRetry: () => void;
  busy?: boolean;
  testId?: string;
}) {
  const tc = useTranslations('common');
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-card bg-surface px-4 py-7 text-center"
      data-testid={testId}
    >
      <p className="text-headline text-ink">{title}</p>
      {detail && <p className="mt-1 max-w-full text-callout break-words text-muted">{detail}</p>}
      <Button variant="secondary" size="sm" className="mt-4" loading={busy} onClick={onRetry}>
        {tc('retry')}
      </Button>
    </div>
  );
}
