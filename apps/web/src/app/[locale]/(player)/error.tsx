'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { StatusScreen } from '@/components/StatusScreen';
import { pageButton } from '@/components/ui/button-classes';
import { useReportError } from '@/shell/notices/use-report-error';

/**
 * Spec 2.9 and 8.1: a rendering error shows 'Something went wrong.' (translated) and is reported:
 * the message (cut to 256 characters) to the console and to analytics as a custom event.
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('startup.fallback');
  const te = useTranslations('errors');
  const meta = useTranslations('meta');
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
    <StatusScreen
      testId="error-fallback"
      title={t('title')}
      text={te('error_text')}
      documentTitle={meta('title_format', { page: t('title'), site: meta('site_name') })}
    >
      <button type="button" onClick={reset} className={pageButton.dark}>
        {t('retry')}
      </button>
      <a href={`/${locale}`} className={pageButton.text}>
        {t('home')}
      </a>
    </StatusScreen>
  );
}
