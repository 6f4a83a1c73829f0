'use client';

import { useTranslations } from 'next-intl';

/** A one-line "could not load" row with a retry button (a section's error state). */
export function InlineRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const tc = useTranslations('common');
  return (
    <p role="alert" className="flex items-center justify-between gap-3 rounded-2xl bg-neutral-50 px-4 py-3 text-sm">
      <span className="text-neutral-500">{message}</span>
      <button type="button" className="shrink-0 font-semibold whitespace-nowrap text-neutral-900" onClick={onRetry}>
        {tc('retry')}
      </button>
    </p>
  );
}
