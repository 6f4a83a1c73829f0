'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { opsErrorText } from './ops-error-text';

/** A failed call, in words an operator can act on, with a retry when there is one. */
export function OpsError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useTranslations('ops');
  const text = useOpsErrorText()(error);
  return (
    <div
      role="alert"
      data-testid="ops-error"
      className="flex flex-wrap items-center gap-3 rounded-control bg-danger/10 p-3 text-callout text-danger"
    >
      <span className="flex-1">{text}</span>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/** The translated text of a failed call (a lock with its end as a time of day). */
export function useOpsErrorText(): (error: unknown) => string {
  const t = useTranslations('ops.errors');
  const format = useFormatter();
  return (error) => {
    const text = opsErrorText(error, Date.now());
    if (text.key === 'locked') return t('locked', { time: format.dateTime(text.unlockAt, { timeStyle: 'short' }) });
    if (text.key === 'generic') return t('generic', { message: text.message });
    return t(text.key);
  };
}
