'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { fieldErrorKey } from './field-error-text';
import { showNotice } from './notice-queue';
import { errorNoticeText } from './notice-text';

export { showNotice };

/** Turns any failure into its text in the current language (null: nothing to show). */
export function useErrorText(): (error: unknown) => string | null {
  const t = useTranslations('common');
  const te = useTranslations('errors');
  return useCallback(
    (error: unknown) =>
      errorNoticeText(error, {
        netTry: t('error_net_try'),
        byCode: (code, data) => {
          const key = `error_code.${code}`;
          if (!t.has(key)) return undefined;
          const seconds = (data as { retry_after_s?: unknown } | null)?.retry_after_s;
          return t(key, { seconds: typeof seconds === 'number' ? seconds : 60 });
        },
        byField: (field, message, code) => te(`field.${fieldErrorKey(field, message, code)}`),
      }),
    [t, te],
  );
}

/** A function that shows any failure as its notice (or nothing). */
export function useErrorNotice(): (error: unknown) => void {
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const text = errorText(error);
      if (text) showNotice(text);
    },
    [errorText],
  );
}
