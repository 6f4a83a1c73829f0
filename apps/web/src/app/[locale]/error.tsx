'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { IconBadge, WarningIcon } from '@/components/icons';
import { pageButton } from '@/components/ui/button-classes';
import { useReportError } from '@/shell/notices/use-report-error';

/**
 * Spec 2.9 and 8.1: a rendering error shows 'Something went wrong.' (translated) and is reported:
 * the message (cut to 256 characters) to the console and to analytics as a custom event.
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('startup.fallback');
  const locale = useLocale();
  const report = useReportError();
  const reported = useRef<Error | null>(null);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    const digest = error.digest ? ` (digest ${error.digest})` : '';
    report(`render error: ${error.name}: ${error.message}${digest}`, {
      kind: 'render',
      path: window.location.pathname,
    });
  }, [error, report]);
  return (
    <main
      data-testid="error-fallback"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-white p-6 text-center text-neutral-900"
    >
      <IconBadge tone="red">
        <WarningIcon />
      </IconBadge>
      <h1 className="text-lg font-semibold">{t('title')}</h1>
      <div className="flex w-full max-w-xs flex-col gap-2">
        <button type="button" onClick={reset} className={pageButton.dark}>
          {t('retry')}
        </button>
        <a href={`/${locale}`} className={pageButton.text}>
          {t('home')}
        </a>
      </div>
    </main>
  );
}
