'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { showNotice } from '@/shell/notices/use-error-notice';

/**
 * Copies a text through the platform (the messenger, the app or the browser) and says so: `done` on
 * success, the wallet's copy_failed otherwise. The platform layer comes with the click, not with the
 * page (docs/benchmarks.md, "first-load JavaScript").
 */
export function useCopyText(): (text: string, done: string) => Promise<void> {
  const t = useTranslations('wallet');
  return useCallback(
    async (text, done) => {
      const { platform } = await import('@/platform');
      if (await platform.copy(text)) showNotice(done, 'success');
      else showNotice(t('copy_failed'));
    },
    [t],
  );
}
