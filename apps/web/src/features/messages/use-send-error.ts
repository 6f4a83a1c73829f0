'use client';

import { useTranslations } from 'next-intl';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { sendErrorKey } from './send-error';

/** A refused send in words: the area's own for blocked / yourself / unknown / too fast, else the app's. */
export function useSendErrorText(): (error: unknown) => string | null {
  const t = useTranslations('messages');
  const errorText = useErrorText();
  return (error) => {
    const key = sendErrorKey(error);
    return key ? t(key) : errorText(error);
  };
}
